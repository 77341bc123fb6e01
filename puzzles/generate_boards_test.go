package puzzles_test

import (
	"errors"
	"math/rand"
	randv2 "math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/lightup"
)

// TestRandomBoards: the size and seed reach the random source and the
// boards, the first unique board is kept (and made sparser with Sparse),
// and a size the type refuses or a search that fails gives its error.
func TestRandomBoards(t *testing.T) {
	var source [3]int64 // the rows, cols and seed of the last random source
	var board *lightup.Puzzle
	g := puzzles.RandomBoards[*lightup.Puzzle, *rand.Rand]{
		Title: "Light Up", Rows: 2, Cols: 2, Tries: 3, Made: "boards",
		Rand: func(rows, cols int, seed int64) *rand.Rand {
			source = [3]int64{int64(rows), int64(cols), seed}
			return puzzles.SeedRand(rows, cols, seed)
		},
		Board: func(*rand.Rand, int, int) *lightup.Puzzle { return board },
	}
	// Both white cells must hold a light whatever the 2 says.
	board, _ = lightup.Parse("#lightup\n.2\n#.\n")
	inst, err := g.Generate(puzzles.GenerateOptions{Seed: 7})
	if err != nil || inst.(*lightup.Puzzle) != board || source != [3]int64{2, 2, 7} {
		t.Errorf("Generate = %v, %v from source %v; want the clued board from 2x2, seed 7", inst, err, source)
	}
	g.Sparse = true
	if p, err := g.Make(2, 2, 1); err != nil || len(p.Clues()) != 0 {
		t.Errorf("Make with Sparse = %v, %v; want the board without its clue", p, err)
	}
	if inst, err := g.Generate(puzzles.GenerateOptions{Rows: 0, Cols: 3}); inst != nil || err == nil {
		t.Errorf("Generate 3x0 = %v, %v; want CheckSize's error", inst, err)
	}
	tooBig := errors.New("too big")
	g.Check = func(rows, cols int) error { return tooBig }
	if _, err := g.Make(2, 2, 1); err != tooBig {
		t.Errorf("Make with Check: %v, want %v", err, tooBig)
	}
	g.Check = nil
	board, _ = lightup.New(2, 2)
	if _, err := g.Make(2, 2, 1); err == nil || err.Error() != "no unique 2x2 Light Up found in 3 boards" {
		t.Errorf("Make of open boards: %v", err)
	}
}

// TestRandomBoardsDefaults: without Rand the boards draw from SizedRand
// of the size and seed, and without Made the error says "random boards".
func TestRandomBoardsDefaults(t *testing.T) {
	var drawn, want uint64
	g := puzzles.RandomBoards[*lightup.Puzzle, *randv2.Rand]{
		Title: "Light Up", Tries: 2,
		Board: func(rng *randv2.Rand, rows, cols int) *lightup.Puzzle {
			drawn = rng.Uint64()
			p, _ := lightup.New(rows, cols)
			return p
		},
	}
	_, err := g.Make(2, 3, 9)
	if err == nil || err.Error() != "no unique 3x2 Light Up found in 2 random boards" {
		t.Errorf("Make of open boards: %v", err)
	}
	rng := puzzles.SizedRand(2, 3, 9)
	rng.Uint64()
	want = rng.Uint64() // the second board's draw
	if drawn != want {
		t.Errorf("the second board drew %d, want SizedRand(2, 3, 9)'s second draw %d", drawn, want)
	}
}

// TestRands: each source is the same for the same arguments; SizedRand
// differs by size, SeedRand does not.
func TestRands(t *testing.T) {
	if puzzles.SeedRand(3, 4, 5).Int63() != puzzles.SeedRand(6, 7, 5).Int63() {
		t.Error("SeedRand depends on the size")
	}
	if puzzles.SizedRand(3, 4, 5).Uint64() != puzzles.SizedRand(3, 4, 5).Uint64() {
		t.Error("SizedRand differs for the same arguments")
	}
	if puzzles.SizedRand(3, 4, 5).Uint64() == puzzles.SizedRand(4, 3, 5).Uint64() {
		t.Error("SizedRand is the same for 3x4 and 4x3")
	}
}
