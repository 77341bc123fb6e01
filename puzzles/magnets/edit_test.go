package magnets

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// TestEditing: L, R, T and B lay a whole domino and lift the one the
// cell was in; the pad has the counts' digits.
func TestEditing(t *testing.T) {
	p, _ := New(2, 3)
	at := func(r, c int) puzzles.Target { return puzzles.Target{R: r, C: c} }
	puzzlestest.EditCases(t, p,
		puzzlestest.EditCase{Name: "across", At: at(0, 0), Keys: []string{"L"}, Want: ".LR.."},
		puzzlestest.EditCase{Name: "right end", At: at(0, 2), Keys: []string{"r"}, Want: "..LR."},
		puzzlestest.EditCase{Name: "standing", At: at(1, 1), Keys: []string{"B"}, Want: "..T..\n..B.."},
		puzzlestest.EditCase{Name: "relaid", At: at(0, 0), Keys: []string{"L", "T"}, Want: ".T...\n.B..."},
		puzzlestest.EditCase{Name: "lifted", At: at(0, 1), Keys: []string{"L", "Delete"}, Want: "+...+\n.....\n....."},
		puzzlestest.EditCase{Name: "off the board", At: at(1, 2), Keys: []string{"L"}, Want: "...L."},
		puzzlestest.EditCase{Name: "count", At: puzzles.Target{R: 2, C: 1, Kind: "bottom"}, Keys: []string{"1"}, Want: "+.1.+"},
		puzzlestest.EditCase{Name: "count too big", At: puzzles.Target{R: 2, C: 1, Kind: "bottom"}, Keys: []string{"3"}, Want: "a clue is 0 to 2"},
	)
	if keys := p.Keys(); len(keys) != 9 || keys[5].Label != "0" || keys[8].Label != "Delete" {
		t.Errorf("pad %v", keys)
	}
	if !strings.Contains(Type.Help(), "lay a domino") {
		t.Error(Type.Help())
	}
}

// TestEntries: a person's '+', '-' and '.' are entries in reading order;
// '?' is not; an answer of another size is refused.
func TestEntries(t *testing.T) {
	d, _ := kit.Parse(t, small).Encode(sat.NewModel())
	es, err := d.(puzzles.Enterer).Entries(&Answer{Grid: []string{".-?x", "+???"}})
	if err != nil || len(es) != 3 || es[0].Value != "." || es[1].Words != "Row 1, column 2 is -" || es[2].Part.R != 1 {
		t.Errorf("%+v %v", es, err)
	}
	if _, err := d.(puzzles.Enterer).Entries(&Answer{Grid: []string{"...."}}); err == nil {
		t.Error("a row short, yet entries")
	}
}
