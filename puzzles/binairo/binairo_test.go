package binairo

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestTathamIDs: every ID made by Tatham's generator solves uniquely, and
// GameID writes it back (without the difficulty).
func TestTathamIDs(t *testing.T) {
	withoutDifficulty := func(id string) string {
		params, desc, _ := strings.Cut(id, ":")
		return strings.Split(params, "d")[0] + ":" + desc
	}
	puzzlestest.SolvesIDs(t, Type, "testdata/tatham_ids.txt", "tatham_answers", withoutDifficulty)
}

func TestCheckRejects(t *testing.T) {
	p := mustParse(t, "#binairo unique\n1.....\n......\n......\n......\n......\n......\n")
	good := []string{"100101", "001011", "010110", "101001", "011010", "110100"}
	puzzlestest.Accepts(t, p, &Answer{Grid: good})
	with := func(change func(g []string) []string) *Answer { return &Answer{Grid: change(slices.Clone(good))} }
	puzzlestest.Rejects(t, p, map[string]puzzles.Answer{
		"not a binairo answer":                              nil,
		"the answer has 5 rows, the board 6":                with(func(g []string) []string { return g[1:] }),
		"row 2 of the answer has 5 cells, the board 6":      with(func(g []string) []string { g[2] = "11001"; return g }),
		`cell 2,2 of the answer is '?', not '1' or '0'`:     with(func(g []string) []string { g[2] = "11?010"; return g }),
		"row 1, column 1 is 0; the given is 1":              with(func(g []string) []string { g[0] = "011010"; return g }),
		"row 3 has 4 black cells of 6":                      with(func(g []string) []string { g[2] = "110110"; return g }),
		"row 3 has three black in a row from position 1":    with(func(g []string) []string { g[2] = "111000"; return g }),
		"rows 1 and 5 are the same":                         with(func(g []string) []string { g[4] = g[0]; return g }),
		"column 1 has three white in a row from position 2": with(func(g []string) []string { g[3], g[4] = g[4], g[3]; return g }),
	})
}

// bruteCount counts the fillings of the empty cells that pass Check.
func bruteCount(p *Puzzle) int {
	rows, cols := p.Size().Rows, p.Size().Cols
	count := 0
	grid := make([][]byte, rows)
	for r := range grid {
		for _, v := range p.Cells[r] {
			grid[r] = append(grid[r], byte(v))
		}
	}
	var fill func(i int)
	fill = func(i int) {
		if i == rows*cols {
			a := &Answer{}
			for _, row := range grid {
				a.Grid = append(a.Grid, string(row))
			}
			if p.Check(a) == nil {
				count++
			}
			return
		}
		r, c := i/cols, i%cols
		if p.Cells[r][c] != Empty {
			fill(i + 1)
			return
		}
		for _, v := range []byte{White, Black} {
			grid[r][c] = v
			fill(i + 1)
		}
	}
	fill(0)
	return count
}

func TestCountAgainstBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 3, 40, randomPuzzle, bruteCount, 10)
}

// randomPuzzle is the i-th grid of a cycle of small sizes, with or without
// the unique rule, with up to 4 givens.
func randomPuzzle(rng *rand.Rand, i int) *Puzzle {
	sizes := [][2]int{{2, 2}, {2, 4}, {4, 4}, {4, 2}, {2, 6}, {2, 8}}
	sz := sizes[i%len(sizes)]
	p, _ := New(sz[0], sz[1])
	p.Unique = rng.IntN(2) == 0
	for range rng.IntN(5) {
		p.Cells[rng.IntN(sz[0])][rng.IntN(sz[1])] = int("01"[rng.IntN(2)])
	}
	return p
}

func TestCluedAndExplain(t *testing.T) {
	p := mustParse(t, "6x6de:cOaDCAEe")
	clues := p.Clues()
	if len(clues) != 7 || clues[0] != (puzzles.Clue{Cell: [2]int{0, 2}, Value: "0"}) {
		t.Fatalf("clues %v", clues)
	}
	if q := p.Without([]int{0}).(*Puzzle); q.Cells[0][2] != Empty || len(q.Clues()) != 6 {
		t.Errorf("Without:\n%s", q)
	}
	puzzlestest.Explains(t, mustParse(t, "#binairo\n1.11.1\n......\n......\n......\n......\n....0.\n"), 4)
}

func TestDeducePartial(t *testing.T) {
	p := mustParse(t, "6x6de:cOaDCAEe").Without([]int{0, 1, 2, 3})
	if a := puzzlestest.Partial(t, p); !strings.Contains(a.Text(), "?") {
		t.Errorf("the relaxed puzzle is fully determined:\n%s", a.Text())
	}
}

func TestDiff(t *testing.T) {
	p, _ := New(2, 2)
	got := p.Diff(&Answer{Grid: []string{"10", "01"}}, &Answer{Grid: []string{"01", "01"}})
	if want := []puzzles.Target{{R: 0, C: 0}, {R: 0, C: 1}}; !slices.Equal(got, want) {
		t.Errorf("Diff = %v", got)
	}
}

// enter types want on a blank puzzle with pad keys alone (see
// TestEnterByPad).
func enter(ty *puzzlestest.Typist, want puzzles.Instance) {
	p := want.(*Puzzle)
	ty.New(p.Size().Rows, p.Size().Cols)
	if p.Unique {
		ty.Press(puzzles.Target{}, KeyUnique)
	}
	for r, row := range p.Cells {
		for c, v := range row {
			if v != Empty {
				ty.Press(puzzles.Target{R: r, C: c}, string(rune(v)))
			}
		}
	}
}

func TestEdit(t *testing.T) {
	p := puzzlestest.Blank[*Puzzle](t, Type, 4, 6)
	puzzlestest.Pad(t, p, []puzzles.Key{{Label: "1 (Black)", Key: "1"}, {Label: "0 (White)", Key: "0"},
		{Label: "Delete", Key: "Delete"}, {Label: "Unique rows: off", Key: "unique"}}...)
	at := puzzles.Target{R: 1, C: 2}
	puzzlestest.Ignores(t, p, at, "Click", "AltClick", "x", "Enter")
	q := puzzlestest.Press(t, p, at, "1").(*Puzzle)
	if q.Cells[1][2] != Black || p.Cells[1][2] != Empty {
		t.Error("1 does not give black, or changes the receiver")
	}
	for key, want := range map[string]int{"w": White, "b": Black, "0": White, "Backspace": Empty, " ": Empty, "Delete": Empty} {
		if inst, _ := q.Edit(at, key); inst.(*Puzzle).Cells[1][2] != want {
			t.Errorf("%q gives %c", key, inst.(*Puzzle).Cells[1][2])
		}
	}
	q = puzzlestest.Press(t, q, at, KeyUnique).(*Puzzle)
	if !q.Unique || q.Keys()[3].Label != "Unique rows: on" {
		t.Errorf("rule toggle: %v %v", q.Unique, q.Keys()[3])
	}
	if p, err := New(3, 5); err != nil || p.Size().Rows != 4 || p.Size().Cols != 6 {
		t.Errorf("New(3, 5) does not round up to 4x6: %v", err)
	}
	if _, err := New(0, 4); err == nil {
		t.Error("New accepted an empty side")
	}
	puzzlestest.Hits(t, q, puzzlestest.HitCase{X: 5.5, Y: 3.5, Want: puzzles.Target{R: 3, C: 5}, OK: true})
	puzzlestest.Moves(t, q, puzzlestest.MoveCase{From: puzzles.Target{R: 3, C: 5}, Arrow: "ArrowDown", Want: puzzles.Target{R: 3, C: 5}})
}

// TestGenerated: Generate is deterministic per seed, and its puzzles have
// one solution and no given that could go.
func TestGenerated(t *testing.T) {
	for _, p := range puzzlestest.Generates(t, Type,
		puzzles.GenerateOptions{Rows: 6, Cols: 6, Seed: 1},
		puzzles.GenerateOptions{Rows: 8, Cols: 8, Seed: 1, Variant: "unique"},
		puzzles.GenerateOptions{Rows: 10, Cols: 10, Seed: 1}) {
		if testing.Short() {
			continue
		}
		for i := range p.Clues() {
			if puzzlestest.Solve(t, p.Without([]int{i}), 2).Unique() {
				t.Errorf("given %d is not needed:\n%s", i, p)
			}
		}
	}
}

func TestGenerateOptions(t *testing.T) {
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{
		{Rows: 6, Cols: 7}:                    "the grid is 7x6; both sides must be even, to hold as many black cells as white",
		{Rows: 6, Cols: 6, Variant: "tango"}:  `unknown variant "tango": use unique, or nothing`,
		{Rows: 40, Cols: 40}:                  "generated grids are at most 30x30, not 40x40",
		{Rows: 2, Cols: 4, Variant: "unique"}: "no 4x2 board obeys the rules",
	})
	inst, err := Type.(puzzles.Generator).Generate(puzzles.GenerateOptions{Rows: 4, Cols: 6, Seed: 2, Variant: "unique"})
	if err != nil {
		t.Fatal(err)
	}
	if p := inst.(*Puzzle); !p.Unique || p.Size().Rows != 4 || p.Size().Cols != 6 {
		t.Errorf("generated\n%s", p)
	}
}

// written is the form a puzzle writes: its game ID.
var written = puzzlestest.GameID

// TestParseFormats: the texts of testdata/forms.txt parse as it says, and
// the forms that puzzles write read back.
func TestParseFormats(t *testing.T) {
	puzzlestest.Formats(t, Type, "testdata/forms.txt", written)
}

func FuzzParse(f *testing.F) {
	puzzlestest.FuzzRoundTrip(f, Type, func(t *testing.T, inst puzzles.Instance) {
		p := inst.(*Puzzle)
		puzzlestest.ReadBack(t, Type, p, written)
		if p.Size().Rows*p.Size().Cols <= 64 {
			if _, err := puzzles.Solve(p, 2); err != nil {
				t.Fatal(err)
			}
		}
	}, "#binairo unique\n1.0.\n....\n", "2x14:zAc")
}
