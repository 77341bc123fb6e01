package nurikabe

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry (every example typed with pad keys alone, '?' too) and its
// fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: puzzlestest.URL, Keys: puzzlestest.NumberKeys[*Puzzle](spec.Label)}

var mustParse = kit.Parse

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) {
	kit.Fuzz(f, "#nurikabe\n12\n.\n.\n", "nurikabe/2/2/-10", "#nurikabe\n10 . .\n. . ?\n")
}

// TestSeveralSolutions: cspuz's test puzzle has several solutions, and
// the facts they share agree with those cspuz's own test expects.
func TestSeveralSolutions(t *testing.T) {
	puzzlestest.SeveralGolden(t, mustParse(t, "https://puzz.link/p?nurikabe/6/6/m8n8i9u"), 3, 14, "several")
}

// TestWideNumbers: pzv.jp's numbers of two and three hex digits read back.
func TestWideNumbers(t *testing.T) {
	url := "http://pzv.jp/p.html?nurikabe/30/30/-10+100" + strings.Repeat("z", 44) + "x" // 2 numbers, 898 blanks
	if p := mustParse(t, url); p.Cells[0][0] != 16 || p.Cells[0][1] != 256 {
		t.Errorf("wide numbers read as %d, %d", p.Cells[0][0], p.Cells[0][1])
	}
	puzzlestest.ReadsBack(t, Type, puzzlestest.URL, url)
}

// TestCheckRejects: each rule broken on a 2-row board.
func TestCheckRejects(t *testing.T) {
	for text, c := range map[string]struct{ want, grid0, grid1 string }{
		"1.\n..\n":     {"the number at 0,0 is shaded", "##", ".."},
		"1..\n...\n":   {"the 2x2 block at 0,1 is all shaded", ".##", "###"},
		"1.1\n...\n":   {"the shaded cells form 2 separate regions", ".#.", "..#"},
		"1...\n....\n": {"the island at 0,2 has no number", ".#.#", "####"},
		"1.1.\n....\n": {"the numbers at 0,0 and 0,2 are on one island", "...#", "####"},
		"2...\n....\n": {"the island of the 2 at 0,0 has 3 cells", "...#", "####"},
	} {
		puzzlestest.Rejects(t, mustParse(t, "#nurikabe\n"+text), map[string]puzzles.Answer{c.want: &Answer{Grid: []string{c.grid0, c.grid1}}})
	}
}

// TestBruteForce: on small random boards (a sixth of the cells numbers 1
// to 4, a sixth '?'), the solver counts the shadings that pass Check.
func TestBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 3, 80, func(rng *rand.Rand, _ int) *Puzzle {
		p, _ := New(2+rng.IntN(2), 2+rng.IntN(3))
		puzzlestest.Scatter(rng, p.Cells, 3, func() int { return []int{Unknown, 1 + rng.IntN(4)}[rng.IntN(2)] })
		return p
	}, func(p *Puzzle) int { return puzzlestest.CountShadings(p, p.Size().Rows, p.Size().Cols) }, 20)
}

// TestGenerate: the generator makes the same unique puzzle of the asked
// size for the same seed, within its limits.
func TestGenerate(t *testing.T) {
	puzzlestest.Generates(t, Type, puzzles.GenerateOptions{Rows: 7, Cols: 8, Seed: 2})
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{{Rows: 41, Cols: 5, Seed: 1}: "generated boards are at most 40x40"})
}

// BenchmarkNurikabe solves the examples with one solution, among them
// an earlier Generate(10, 10, 1) and a sparse 10x10 with islands up to 8 cells,
// quoted as slow for grilops in obijywk/grilops issue 10, and generates a
// unique 10x10 puzzle.
func BenchmarkNurikabe(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 10, Cols: 10, Seed: 1})
}
