package cellgrid_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// rooms is a toy regioned type: clues 1 to 3 in cells beside regions.
type rooms struct {
	cellgrid.Regioned
	stubs
}

func (r *rooms) Draw(a puzzles.Answer) draw.Scene { return r.ShadedScene(a) }

var roomRule = &cellgrid.RegionRule{Clue: func(puzzles.Instance, int) string { return "2" }, URL: []string{"rooms"}}

var roomSpec = &cellgrid.Spec[*rooms]{
	Name: "rooms", Title: "Rooms", Symbols: spec.Symbols,
	Make: func(g cellgrid.Grid) *rooms { return &rooms{Regioned: roomRule.For(g)} },
	Own:  cellgrid.RegionOwn(roomRule, &cellgrid.Own[*rooms]{}),
}

func TestBorderCodec(t *testing.T) {
	for body, want := range map[string]string{"4ilbhgdnmhou": "[[0 0 0 1 1 1] [0 1 1 1 2 2] [0 3 3 4 4 2] [5 5 3 3 4 2] [5 4 4 4 4 2] [5 2 2 2 2 2]]", "": "[[0]]"} {
		n := map[string]int{"": 1}[body]
		if n == 0 {
			n = 6
		}
		reg, rest, err := cellgrid.ReadBorders(body+"x", grid.Size{Rows: n, Cols: n})
		if fmt.Sprint(reg) != want || rest != "x" || err != nil || cellgrid.WriteBorders(reg) != body {
			t.Errorf("%q: %v, %q, %v", body, reg, rest, err)
		}
	}
}

func TestRegionTextAndEdit(t *testing.T) {
	p, err := roomSpec.Parse("#rooms free=B\n1.\n.2\nAB\nAB\n")
	if err != nil || p.String() != "#rooms free=B\n1.\n.2\nAB\nAB\n" || len(p.Written()) != 0 {
		t.Fatalf("%v, %v, %v", p, err, p.Written())
	}
	if got := fmt.Sprint(p.Clues()); got != "[{[0 0] 1} {[1 1] 2} {[0 0] region A: 2}]" {
		t.Errorf("clues %s", got)
	}
	if q := p.Without([]int{2}).String(); q != "#rooms free=A,B\n1.\n.2\nAB\nAB\n" {
		t.Errorf("without A:\n%s", q)
	}
	q, _ := p.Edit(puzzles.Target{R: 1, C: 1}, "A")
	if q.String() != "#rooms free=B\n1.\n.2\nAB\nAA\n" || p.Region[1][1] != 1 {
		t.Errorf("painted:\n%s", q)
	}
	q, _ = q.Edit(puzzles.Target{R: 0, C: 1}, "A") // region B is gone, and its freedom
	if q.String() != "#rooms\n1.\n.2\nAA\nAA\n" || fmt.Sprint(q.Keys()[:2]) != "[{A A false} {B B false}]" {
		t.Errorf("region B gone:\n%s %v", q, q.Keys())
	}
	for in, want := range map[string]string{"1.\nAB\nAB\n": "3 rows", "1.\n2.\nAB\nA\n": "line 4: row has 1 cells", "#rooms free=?\n.\nA\n": `"?" is not a region name`} {
		if _, err := roomSpec.Parse(in); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v", in, err)
		}
	}
}

func TestCheckRegionsAndExactly(t *testing.T) {
	for in, want := range map[string]string{"..\n..\nA.\nAA\n": "cell r1c2 belongs to no region", "..\n..\nAB\nBA\n": "region A is not connected: r1c1 and r2c2 are in separate parts", "..\n..\nAA\nAB\n": "region B has 1 cell; it holds two",
		"...\n...\n...\nAAA\nBBA\nACC\n": "region A is not connected: r1c1 and r3c1 are in separate parts"} {
		p, _ := roomSpec.Parse(in)
		if err := p.CheckRegions(2, "it holds two"); err == nil || err.Error() != want {
			t.Errorf("%q: %v", in, err)
		}
	}
	p, _ := roomSpec.Parse("..\n..\nAA\nBB\n")
	on := func(pos grid.Pos) bool { return pos.C == 0 }
	if err := p.CheckExactly(2, on, "cell", "cells"); err == nil || err.Error() != "region A has 1 cell, not 2" {
		t.Error(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	p.Region = cellgrid.GrowRegions(rng, p.Size(), [][]grid.Pos{{{R: 1, C: 1}}, {{}}})
	p.Rename()
	if fmt.Sprint(p.Region) != "[[0 0] [0 1]]" && fmt.Sprint(p.Region) != "[[0 1] [1 1]]" && fmt.Sprint(p.Region) != "[[0 1] [0 0]]" && fmt.Sprint(p.Region) != "[[0 0] [1 1]]" {
		t.Errorf("grown %v", p.Region)
	}
}

func TestMergeRegions(t *testing.T) {
	p, _ := roomSpec.Parse("....\n....\n....\n....\nAAAA\nAAAA\nAAAA\nAAAA\n")
	seeds := [][]grid.Pos{{{}}, {{C: 3}}, {{R: 3}}, {{R: 3, C: 3}}}
	merged := 0
	for seed := range uint64(20) {
		p.Region = cellgrid.GrowRegions(rand.New(rand.NewPCG(seed, 0)), p.Size(), seeds)
		if !cellgrid.MergeRegions(rand.New(rand.NewPCG(seed, 1)), p.Region, 2) {
			continue // two opposite corners left to join
		}
		merged++
		if err := p.CheckRegions(1, ""); err != nil || len(p.IDs()) != 2 || p.Of(seeds[0][0]) == p.Of(seeds[1][0]) && p.Of(seeds[0][0]) == p.Of(seeds[2][0]) {
			t.Errorf("seed %d: %v %v", seed, p.Region, err)
		}
	}
	if merged == 0 {
		t.Error("no seed merged")
	}
}
