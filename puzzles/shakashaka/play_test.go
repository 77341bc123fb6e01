package shakashaka

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// TestEntries: a person's entries read as the cells' values (named by
// the black corner's compass point, '.' empty), each entry's literal
// decoding back to the entered cell; '?' is not entered; another size
// is refused.
func TestEntries(t *testing.T) {
	p := kit.Parse(t, "#shakashaka\n..#\n..1\n")
	dec, err := p.Encode(sat.NewModel())
	if err != nil {
		t.Fatal(err)
	}
	en := dec.(puzzles.Enterer)
	entered := &Answer{Grid: []string{"◤?#", "◣.#"}}
	es, err := en.Entries(entered)
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, e := range es {
		keys = append(keys, e.Key())
		alone := dec.DecodePartial(func(l sat.Lit) (bool, bool) { return l == e.Lit, l == e.Lit }).(*Answer)
		if want := []rune(entered.Grid[e.Part.R])[e.Part.C]; []rune(alone.Grid[e.Part.R])[e.Part.C] != want {
			t.Errorf("entry %s decodes as %v, want %c", e.Key(), alone.Grid, want)
		}
	}
	if got, want := strings.Join(keys, " "), "0,0,=NW 1,0,=SW 1,1,=."; got != want {
		t.Errorf("entries %s, want %s", got, want)
	}
	if es[0].Words != "Row 1, column 1 holds ◤" || es[2].Words != "Row 2, column 2 is empty" {
		t.Errorf("words %q, %q", es[0].Words, es[2].Words)
	}
	if _, err := en.Entries(&Answer{Grid: []string{"◤◥#"}}); err == nil || !strings.Contains(err.Error(), "the answer has 1 rows, the board 2") {
		t.Errorf("a short answer's entries: %v", err)
	}
}
