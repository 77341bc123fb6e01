package app

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/all"
	"github.com/puzzlesat/puzzlesat/puzzles/magichex"
)

// TestPadKeysAndClicks holds every registered type to the page's needs:
// its pad declares named keys, and a click or tap anywhere selects without
// changing the puzzle.
func TestPadKeysAndClicks(t *testing.T) {
	eachFirstExample(t, func(t *testing.T, s *Session) {
		keys := s.Keys()
		if len(keys) == 0 {
			t.Errorf("%s: no pad keys", s.Type.Name())
		}
		seen := map[string]bool{}
		for _, k := range keys {
			if k.Label == "" || k.Key == "" || seen[k.Label] {
				t.Errorf("%s: key %+v is unnamed or named twice", s.Type.Name(), k)
			}
			seen[k.Label] = true
		}
		before := s.Inst.String()
		sc := s.Inst.Draw(nil)
		for y := 0.1; y < sc.H; y += 0.5 {
			for x := 0.1; x < sc.W; x += 0.5 {
				s.Click(x, y)
				for _, click := range []string{"Click", "AltClick"} {
					if s.HasSel {
						if next, _ := s.Inst.Edit(s.Sel, click); next.String() != before {
							t.Fatalf("%s: %s at %+v changed the puzzle", s.Type.Name(), click, s.Sel)
						}
					}
				}
			}
		}
		if s.Inst.String() != before || s.CanUndo() {
			t.Errorf("%s: clicks changed the puzzle", s.Type.Name())
		}
		if s.Type.Help() == "" {
			t.Errorf("%s: no help for the page", s.Type.Name())
		}
	})
}

func TestPressNeedsSelection(t *testing.T) {
	s, _ := Example("numberlink", 0)
	if err := s.Press("1"); err == nil || !strings.Contains(err.Error(), "tap a cell first") {
		t.Errorf("a digit without a selection: %v", err)
	}
	if err := s.Press("rule"); err != nil || !strings.HasPrefix(s.Inst.String(), "#numberlink classic") {
		t.Errorf("the rule key works without a selection: %v\n%s", err, s.Inst)
	}
	s.Focus()
	if !s.HasSel || s.Sel != (puzzles.Target{}) {
		t.Errorf("Focus selects the first cell: %+v", s.Sel)
	}
}

func TestLoadsAreUndoable(t *testing.T) {
	s, _ := Example("numberlink", 0)
	first := s.Inst.String()
	h, _ := Example("hidato", 0)
	if err := s.Load(h.Inst); err != nil || s.Type.Name() != "hidato" {
		t.Fatalf("load: %v, type %s", err, s.Type.Name())
	}
	if !s.Undo() || s.Type.Name() != "numberlink" || s.Inst.String() != first {
		t.Fatalf("undo of a type switch: %s\n%s", s.Type.Name(), s.Inst)
	}
	if err := s.Import("numberlink", "hello world"); err == nil {
		t.Error("a draft was imported")
	}
	if err := s.Import("hidato", "https://puzz.link/p?kinkonkan/5/5/abc"); err == nil || !strings.Contains(err.Error(), "kinkonkan") {
		t.Errorf("an unsupported puzz.link type: %v", err)
	}
	if s.Inst.String() != first || s.Type.Name() != "numberlink" {
		t.Error("a failed import changed the puzzle")
	}
	if err := s.Import("hidato", "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3"); err != nil || s.Type.Name() != "numberlink" {
		t.Errorf("a puzz.link URL selects its type: %v", err)
	}
}

func TestHintsOnePartInWords(t *testing.T) {
	for typ, want := range map[string]string{
		"numberlink": `^Hint 1: Row \d, column \d: .\.$`,
		"hidato":     `^Hint 1: Row \d, column \d is \d+\.$`,
		// Decided by pruning before search: one number at a time all the same.
		"knightstour": `^Hint 1: Row \d+, column \d+ is \d+\.$`,
		"pipes":       `^Hint 1: Row \d+, column \d+: .\.$`,
	} {
		s, _ := Example(typ, 0)
		var prev string
		for i := range 3 {
			r := Handle(Request{Type: typ, Text: s.Inst.String(), Op: "hint", Hints: i}, nil)
			if i == 0 && !regexp.MustCompile(want).MatchString(r.Summary) {
				t.Errorf("%s: %q does not match %s", typ, r.Summary, want)
			}
			if r.Solutions != i+1 || r.Text == prev || strings.Count(r.Text, "?") >= strings.Count(prev, "?") && prev != "" {
				t.Errorf("%s hint %d: %d shown, picture\n%s", typ, i+1, r.Solutions, r.Text)
			}
			prev = r.Text
		}
	}
}

func TestFirstAnswerBeforeCount(t *testing.T) {
	var first []Response
	r := HandleFirst(Request{Type: "numberlink", Text: seed, Limit: 2}, nil, func(f Response) { first = append(first, f) })
	if len(first) != 1 || !first[0].Counting || first[0].Scene == nil || first[0].Text != r.Text {
		t.Fatalf("first answers %+v", first)
	}
	if line, _ := Words("solve", first[0]); line != "Found a solution; checking for a second solution…" {
		t.Errorf("first answer words %q", line)
	}
	if line, detail := Words("solve", r); line != "Unique solution (rules: fill)." || !strings.Contains(detail, "variables") {
		t.Errorf("final words %q / %q", line, detail)
	}
}

func TestSizeFields(t *testing.T) {
	for typ, want := range map[string]string{"magichex": "Side", "numberlink": "Rows Columns", "sudoku": "Side", "starbattle": "Side"} {
		s, _ := Example(typ, 0)
		var got []string
		for _, f := range Size(s.Inst) {
			got = append(got, f.Label)
			if f.Value < 1 {
				t.Errorf("%s: %s is %d", typ, f.Label, f.Value)
			}
		}
		if strings.Join(got, " ") != want {
			t.Errorf("%s size fields %v, want %s", typ, got, want)
		}
	}
}

// TestSizeReadsBack: for every type, the size fields of New(rows, cols)
// read back rows and cols (the side, for the magic hexagon).
func TestSizeReadsBack(t *testing.T) {
	for _, typ := range all.Types() {
		rows, cols, want := 6, 8, []int{6, 8}
		switch typ.Name() {
		case "sudoku", "starbattle": // square: one field
			cols, want = 6, []int{6}
		case "towers", "unequal", "keen", "kropki": // Latin squares, sized by rows and columns
			cols, want = 6, []int{6, 6}
		case "magichex": // one side
			rows, cols, want = 3, 3, []int{3}
		}
		inst, err := typ.New(rows, cols)
		if err != nil {
			t.Fatalf("%s: New(%d, %d): %v", typ.Name(), rows, cols, err)
		}
		var got []int
		for _, f := range Size(inst) {
			got = append(got, f.Value)
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: New(%d, %d) reads back %v", typ.Name(), rows, cols, got)
		}
	}
}

// TestHintsNameBoardCells: for every type's first example, the first
// three hints' words name cells inside the board (not lines of its
// picture), or the switch to press.
func TestHintsNameBoardCells(t *testing.T) {
	cell := regexp.MustCompile(`[Rr]ow (\d+), column (\d+)`)
	press := regexp.MustCompile(`^Hint \d: (Do not p|P)ress switch [a-z]+\.$`)
	eachFirstExample(t, func(t *testing.T, s *Session) {
		size := Size(s.Inst)
		rows, cols := size[0].Value, size[len(size)-1].Value
		if p, ok := s.Inst.(*magichex.Puzzle); ok {
			rows, cols = 2*p.Side-1, 2*p.Side-1
		}
		for i := range 3 {
			r := Handle(Request{Type: s.Type.Name(), Text: s.Inst.String(), Op: "hint", Hints: i}, nil)
			if strings.HasPrefix(r.Summary, "No ") {
				break
			}
			found := cell.FindAllStringSubmatch(r.Summary, -1)
			if len(found) == 0 && !press.MatchString(r.Summary) {
				t.Errorf("%s: %q names no cell", s.Type.Name(), r.Summary)
			}
			for _, m := range found {
				row, _ := strconv.Atoi(m[1])
				col, _ := strconv.Atoi(m[2])
				if row < 1 || row > rows || col < 1 || col > cols {
					t.Errorf("%s: %q names a cell outside the %dx%d board", s.Type.Name(), r.Summary, rows, cols)
				}
			}
		}
	})
}
