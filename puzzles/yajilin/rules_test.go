package yajilin

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

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

// TestEntries: a solution's entries (its shading and its lines) hold in
// the model it was decoded from; another answer type is refused.
func TestEntries(t *testing.T) {
	p := mustParse(t, "https://puzz.link/p?yajilin/5/5/m32j10")
	m := sat.NewModel()
	dec, _ := p.Encode(m)
	s := m.Solver()
	a, err := puzzles.Next(s, p, dec, &puzzles.Stats{})
	en := dec.(puzzles.Enterer)
	es, err2 := en.Entries(a)
	if err != nil || err2 != nil || len(es) < 23+40 {
		t.Fatalf("%d entries, %v %v", len(es), err, err2)
	}
	for _, e := range es {
		if !e.Lit.IsConst() && !s.Value(e.Lit) {
			t.Errorf("entry %+v does not hold", e)
		}
	}
	if _, err := en.Entries(&puzzles.Picture{}); err == nil {
		t.Error("a picture was read as entries")
	}
}
