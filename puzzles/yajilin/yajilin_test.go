package yajilin

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// cellKeys type cell pos of p: its arrow (or Grey), then its number's digits.
func cellKeys(ty *puzzlestest.Typist, p *Puzzle, pos grid.Pos) []string {
	d, n := split(p.At(pos))
	switch {
	case p.At(pos) == Empty:
		return nil
	case d == 0:
		return []string{ty.Key("Grey")}
	case n < 0:
		return []string{arrows[d-1 : d]}
	}
	return append([]string{arrows[d-1 : d]}, puzzlestest.Digits(n)...)
}

func TestEditKeys(t *testing.T) {
	puzzlestest.CellSteps(t, Type, []puzzlestest.Step[int]{ // at row 2, column 1 of a 2x2 board
		{Key: ">", Want: Clue(4, -1)}, {Key: "1", Want: Clue(4, 1)}, {Key: "^", Want: Clue(1, 1)}, {Key: "v", Want: Clue(2, -1)},
		{Key: "#", Want: Grey}, {Key: "<", Want: Clue(3, -1)}, {Key: "Backspace", Want: Empty}, {Key: ">", Want: Clue(4, -1)},
		{Key: "0", Want: Clue(4, 0)}, {Key: "Backspace", Want: Clue(4, -1)}, {Key: "Delete", Want: Empty}},
		"1", "9")
	p := mustParse(t, "#yajilin\n"+strings.Repeat(". ", 12)+"\n")
	for _, k := range []string{">", "1", "0"} {
		p = puzzlestest.Edit(t, p, puzzles.Target{}, k).(*Puzzle)
	}
	if p.At(grid.Pos{}) != Clue(4, 10) {
		t.Errorf("typed %s, want 10>", token(p.At(grid.Pos{})))
	}
	p = puzzlestest.Edit(t, p, puzzles.Target{C: 10}, ">").(*Puzzle)
	puzzlestest.Refuses(t, p, puzzles.Target{C: 10}, map[string]string{"2": "2: the arrow points at 1 cells"})
	puzzlestest.Refuses(t, p, puzzles.Target{C: 5}, map[string]string{"1": "press an arrow"})
}

func TestCheckRejects(t *testing.T) {
	sample := "#yajilin\n. . . . .\n. . . . .\n. . . 2< .\n. . . . .\n. . . . 0^\n"
	p := mustParse(t, sample)
	loop := [][2]int{{0, 0}, {0, 1}, {0, 2}, {1, 2}, {1, 3}, {0, 3}, {0, 4}, {1, 4}, {2, 4}, {3, 4}, {3, 3}, {3, 2}, {4, 2}, {4, 1}, {4, 0}, {3, 0}, {3, 1}, {2, 1}, {1, 1}, {1, 0}}
	shaded := func(rows ...string) *Answer { return &Answer{Grid: rows, Loop: loop} }
	puzzlestest.Accepts(t, p, shaded(".....", ".....", "#.#..", ".....", "...#."))
	puzzlestest.Rejects(t, p, map[string]puzzles.Answer{
		"the loop passes through the shaded cell at 0,0": shaded("#....", ".....", "#.#..", ".....", "...#."),
		"the clue cell at 2,3 is shaded":                 shaded(".....", ".....", "#.##.", ".....", "...#."),
		"cell 4,3 is neither shaded nor on the loop":     shaded(".....", ".....", "#.#..", ".....", "....."),
		"the answer has 2 rows, the board 5":             shaded(".....", "....."),
		"the loop passes through the clue cell at 2,3":   &Answer{Grid: []string{".....", ".....", ".....", ".....", "....."}, Loop: [][2]int{{2, 3}, {2, 4}, {3, 4}, {3, 3}}},
		"visits cell 0,1 twice":                          &Answer{Grid: []string{".....", ".....", ".....", ".....", "....."}, Loop: [][2]int{{0, 0}, {0, 1}, {1, 1}, {0, 1}}},
	})
	puzzlestest.Rejects(t, mustParse(t, strings.Replace(sample, "2<", "1<", 1)), map[string]puzzles.Answer{
		"the clue 1< at 2,3 points at 2 shaded cells, not 1": shaded(".....", ".....", "#.#..", ".....", "...#."),
	})
	ring := [][2]int{{0, 2}, {0, 3}, {1, 3}, {2, 3}, {2, 2}, {2, 1}, {2, 0}, {1, 0}, {1, 1}, {1, 2}}
	puzzlestest.Rejects(t, mustParse(t, "#yajilin\n. . . .\n. . . .\n. . . .\n"), map[string]puzzles.Answer{
		"the shaded cells at 0,0 and 0,1 touch": &Answer{Grid: []string{"##..", "....", "...."}, Loop: ring},
	})
}

// bruteCount counts the loops of a small board that Check accepts with
// every empty cell off the loop shaded, with no SAT.
func bruteCount(p *Puzzle) int {
	size := p.Size()
	return puzzlestest.CountLoops(p, size.Rows, size.Cols, func(loop [][2]int) puzzles.Answer {
		on, a := map[[2]int]bool{}, &Answer{Loop: loop}
		for _, c := range loop {
			on[c] = true
		}
		for r, row := range p.Cells {
			line := []byte(strings.Repeat(".", len(row)))
			for c, v := range row {
				if v == Empty && !on[[2]int{r, c}] {
					line[c] = '#'
				}
			}
			a.Grid = append(a.Grid, string(line))
		}
		return a
	})
}

func TestCountAgainstBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 7, 60, func(r *rand.Rand, i int) *Puzzle {
		sz := [][2]int{{3, 3}, {2, 4}, {2, 5}, {3, 3}}[i%4]
		p, _ := New(sz[0], sz[1])
		puzzlestest.Scatter(r, p.Cells, 5, func() int { return Clue(r.IntN(5), r.IntN(3)-1) })
		for _, pos := range p.Size().Cells() {
			if d, n := split(p.At(pos)); p.At(pos) != Empty && (d == 0 && n >= 0 || n > len(p.ray(pos, d))) {
				p.Cells[pos.R][pos.C] = Grey
			}
		}
		return p
	}, bruteCount, 10)
}

// TestExplain: an impossible puzzle is explained by its clues.
func TestExplain(t *testing.T) {
	puzzlestest.Explains(t, mustParse(t, "#yajilin\n2> . .\n. . .\n. . .\n"), 1)
}

func TestDeducePartial(t *testing.T) {
	puzzlestest.PartialLines(t, mustParse(t, "#yajilin\n. . . . . .\n. . . . . .\n. . . 2< . .\n. . . . . .\n. . . . . .\n"))
}

func TestGenerate(t *testing.T) {
	puzzlestest.Generates(t, Type, puzzles.GenerateOptions{Rows: 5, Cols: 6, Seed: 0}, puzzles.GenerateOptions{Rows: 6, Cols: 5, Seed: 1})
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{
		{Rows: 0, Cols: 3}:   "size 3x0 is outside",
		{Rows: 1, Cols: 5}:   "generated boards are 2x2 to 10x10, not 5x1",
		{Rows: 11, Cols: 11}: "not 11x11",
	})
}

// TestParseFormats: the texts of testdata/forms.txt parse as they say,
// and the URLs puzzles write read back.
func TestParseFormats(t *testing.T) {
	puzzlestest.Formats(t, Type, "testdata/forms.txt", puzzlestest.Written)
}

// FuzzParse: whatever parses round-trips and its URL reads back.
func FuzzParse(f *testing.F) {
	puzzlestest.FuzzFormats(f, Type, "testdata/forms.txt", puzzlestest.Written, "#yajilin\n2> . ?v\n", "yajilin/3/1/a-1002")
}
