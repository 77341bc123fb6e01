package learn

import (
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/all"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// TestLitEntriesAsDecoded: where a type names a literal's entries
// directly (puzzles.LitEnterer), it names those that decoding the
// literal alone finds, for every literal of every example, with the
// givens and without them (as a board encodes it).
func TestLitEntriesAsDecoded(t *testing.T) {
	seen := 0
	for _, typ := range all.Types() {
		for _, ex := range typ.Examples() {
			inst, err := typ.Parse(ex.Text)
			if err != nil {
				t.Fatalf("%s %s: %v", typ.Name(), ex.Name, err)
			}
			bare, _ := withoutGivens(inst)
			for _, in := range []puzzles.Instance{inst, bare} {
				dec, err := in.Encode(sat.NewModel().ForEntries())
				if err != nil {
					continue
				}
				le, ok := dec.(puzzles.LitEnterer)
				if !ok {
					break
				}
				seen++
				sameLitEntries(t, typ.Name()+" "+ex.Name, dec, le)
			}
		}
	}
	if seen == 0 {
		t.Fatal("no type names a literal's entries directly")
	}
}

func sameLitEntries(t *testing.T, name string, dec puzzles.Decoder, le puzzles.LitEnterer) {
	t.Helper()
	u := &universe{dec: dec}
	for _, v := range dec.Vars() {
		for _, l := range []sat.Lit{v, v.Not()} {
			es, err := u.decodedEntries(dec.(puzzles.Enterer), l)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			want := slices.DeleteFunc(es, func(e puzzles.Entry) bool { return e.Lit != l })
			if got := le.LitEntries(l); !slices.Equal(got, want) {
				t.Fatalf("%s: literal %d names %v, decoded alone %v", name, l, got, want)
			}
		}
	}
}
