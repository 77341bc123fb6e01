package mapcolour

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

var mustParse = puzzlestest.Parser[*Puzzle](Type)

func TestExamplesGolden(t *testing.T) { puzzlestest.ExamplesGolden(t, Type) }

func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type, map[string]string{
		"":                   "empty input: expected a grid of colours and one of regions, or a Map game ID",
		"#map\n1.\n..\nAB\n": "line 4: 3 rows: expected the rows of cells, then as many rows of regions",
		"#map\n5.\nAB\n":     "line 2, column 1: number 5: a map has four colours, 1 to 4",
		"#map\n1.\nA!\n":     `line 3: cell 2: "!" is not a region name`,
		"#map x\n1.\nAB\n":   `unknown header word "x"`,
		"2x2:bc,0b":          `game ID parameters "2x2": expected the regions nN after the size`,
		"2x2n3d:bc,0b":       `unknown parameter "d"`,
		"2x2n3:bc0b":         "game ID: expected a comma between the edges and the colours",
		"2x2n3:b!,0b":        `game ID, character 8: unexpected '!' in the edges`,
		"2x2n3:bcb,0b":       "game ID, character 9: the edges run past the 2x2 board's 4 pairs of neighbouring cells",
		"2x2n3:bb,0b":        "game ID: the edges cover 3 of the 2x2 board's 4 pairs of neighbouring cells",
		"2x2n4:bc,0b":        "game ID: the edges make 3 regions, the parameters say n4",
		"2x2n3:bc,4b":        `game ID, character 10: unexpected '4' in the colours`,
		"2x2n3:bc,0c":        "game ID, character 11: the colours run past the 3 regions",
		"2x2n3:bc,0a":        "game ID: the colours cover 2 of the 3 regions",
		"0x2n3:bc,0a":        "game ID: size",
	})
}

func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#map\n1.\nAB\n": true, "2x2n3:bc,0b": true, "2x2n3dh:bc,0b": true, "1.\nAB\n": false, "#heyawake\n2.\nAB\n": false,
		"5x5n5:2a2b3a3c2b3a2c1b3a2": false, // Palisade
		"9x9n10:r0,u,a1b2":          false, // Mines
		"2x2n4:bc,0b":               false,
	})
}

func TestEnterByPad(t *testing.T) {
	puzzlestest.EntersCells(t, Type, func(_ *puzzlestest.Typist, p *Puzzle, pos grid.Pos) []string {
		keys := []string{cellgrid.RegionName(p.Of(pos))}
		if v := p.At(pos); v != Blank {
			keys = append(keys, puzzlestest.Digits(v)...)
		}
		return keys
	})
}

func TestCheckRejects(t *testing.T) {
	p := mustParse(t, "#map\n1..\n...\nABB\nACC\n")
	with := func(rows ...[]int) puzzles.Answer { return &cellgrid.NumberGrid{Grid: rows} }
	puzzlestest.Accepts(t, p, with([]int{1, 2, 2}, []int{1, 3, 3}), with([]int{1, 4, 4}, []int{1, 2, 2}))
	puzzlestest.Rejects(t, p, map[string]puzzles.Answer{
		"the answer has 1 rows, the board 2":                                      with([]int{1, 2, 2}),
		"cell 1,2 holds 5, outside 1 to 4":                                        with([]int{1, 2, 2}, []int{1, 3, 5}),
		"cell 0,0 holds 2, but 1 is given":                                        with([]int{2, 1, 1}, []int{2, 3, 3}),
		"region B has colours 2 (r1c2) and 3 (r1c3)":                              with([]int{1, 2, 3}, []int{1, 3, 3}),
		"regions B and C share the edge of r1c2 and r2c2 and are both coloured 2": with([]int{1, 2, 2}, []int{1, 2, 2}),
		"regions A and B share the edge of r1c1 and r1c2 and are both coloured 1": with([]int{1, 1, 1}, []int{1, 3, 3}),
		"not a map answer": nil,
		"the colours list region C (number 2 in reading order) as [1], its cells are coloured 2": &Answer{
			NumberGrid: cellgrid.NumberGrid{Grid: [][]int{{1, 2, 2}, {1, 3, 3}}}, Colours: []int{0, 1, 1}},
		"the colours list 4 regions, the map has 3": &Answer{
			NumberGrid: cellgrid.NumberGrid{Grid: [][]int{{1, 2, 2}, {1, 3, 3}}}, Colours: []int{0, 1, 2, 3}},
	})
	q := mustParse(t, "#map\n12\n..\nAA\nAA\n")
	puzzlestest.Rejects(t, q, map[string]puzzles.Answer{"region A is given colours 1 (r1c1) and 2 (r1c2)": with([]int{1, 2}, []int{1, 1})})
	if _, err := puzzles.Solve(q, 2); err == nil {
		t.Error("a region given two colours solves")
	}
}
