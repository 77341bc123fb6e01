package country

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func TestCheckRejects(t *testing.T) {
	p := mustParse(t, pzprURL)
	good := [][2]int{{0, 2}, {0, 3}, {1, 3}, {1, 4}, {2, 4}, {3, 4}, {3, 3}, {4, 3}, {4, 2}, {4, 1}, {3, 1}, {3, 2}, {2, 2}, {2, 1}, {2, 0}, {1, 0}, {1, 1}, {1, 2}}
	puzzlestest.Accepts(t, p, &Answer{Loop: good})
	square := &Answer{Loop: [][2]int{{0, 0}, {0, 1}, {1, 1}, {1, 0}}}
	puzzlestest.Rejects(t, p, map[string]puzzles.Answer{
		"the loop has 3 cells":                  &Answer{Loop: good[:3]},
		"jumps from cell 1,1 to 0,2":            &Answer{Loop: good[:17]},
		"the loop does not pass through region": square,
		"not a country answer":                  nil,
	})
	ring := &Answer{Loop: [][2]int{{0, 0}, {0, 1}, {0, 2}, {0, 3}, {1, 3}, {1, 2}, {1, 1}, {1, 0}}}
	puzzlestest.Rejects(t, mustParse(t, "#country\n....\n....\nABAC\nAAAC\n"), map[string]puzzles.Answer{
		"the loop enters region A 2 times": ring,
	})
	puzzlestest.Rejects(t, mustParse(t, "#country\n1.\n..\n..\nAA\nAA\nBB\n"), map[string]puzzles.Answer{
		"the loop does not pass through region B": square,
	})
	puzzlestest.Rejects(t, mustParse(t, "#country\n1.\n..\nAB\nAB\n"), map[string]puzzles.Answer{
		"the loop passes through 2 cells of region A, not 1": square,
	})
	around := &Answer{Loop: [][2]int{{0, 0}, {0, 1}, {0, 2}, {1, 2}, {2, 2}, {2, 1}, {2, 0}, {1, 0}}}
	puzzlestest.Rejects(t, mustParse(t, "#country\n...\n...\n...\n...\nAAA\nAAA\nBBC\nBCC\n"), map[string]puzzles.Answer{
		"r4c1 and r4c2, beside each other in regions B and C, are both off the loop": around,
	})
	puzzlestest.Rejects(t, mustParse(t, "#country\n..\n..\nAB\nBA\n"), map[string]puzzles.Answer{
		"region A is not connected": square,
	})
}

// bruteCount counts the loops of a small board that Check accepts, with
// no SAT.
func bruteCount(p *Puzzle) int {
	return puzzlestest.CountLoops(p, p.Size().Rows, p.Size().Cols, func(loop [][2]int) puzzles.Answer { return &Answer{Loop: loop} })
}

// TestCountAgainstBruteForce: on tiny boards of random regions, some
// numbered, the solver counts the loops that Check accepts.
func TestCountAgainstBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 3, 60, func(rng *rand.Rand, i int) *Puzzle {
		sz := [][2]int{{2, 3}, {3, 3}, {2, 4}, {2, 5}, {4, 2}}[i%5]
		p, _ := New(sz[0], sz[1])
		var seeds [][]grid.Pos
		for range 2 + rng.IntN(3) {
			seeds = append(seeds, []grid.Pos{{R: rng.IntN(sz[0]), C: rng.IntN(sz[1])}})
		}
		p.Region = cellgrid.GrowRegions(rng, p.Size(), seeds)
		puzzlestest.Scatter(rng, p.Cells, 4, func() int { return rng.IntN(4) })
		return p
	}, bruteCount, 10)
}

// TestExplain: an impossible puzzle is explained by its clue.
func TestExplain(t *testing.T) {
	puzzlestest.Explains(t, mustParse(t, "#country\n3.\n..\nAB\nAB\n"), 1)
}

func TestDeducePartial(t *testing.T) {
	puzzlestest.PartialLines(t, mustParse(t, "#country\n2....\n.....\n.....\n.....\n.....\nAABBC\nAABBC\nDEEEC\nDFFGG\nDFFGG\n"))
}
