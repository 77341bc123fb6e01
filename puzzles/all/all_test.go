package all

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// TestConformance holds every registered type to the whole contract
// through the shared kit, and checks that the registry detects each
// example's canonical text as its own type.
func TestConformance(t *testing.T) {
	if len(Types()) == 0 {
		t.Fatal("no types registered")
	}
	for _, typ := range Types() {
		t.Run(typ.Name(), func(t *testing.T) {
			puzzlestest.Conformance(t, typ)
			for _, ex := range typ.Examples() {
				inst := puzzlestest.MustParse(t, typ, ex.Text)
				if got, err := Detect(inst.String()); err != nil || got.Name() != typ.Name() {
					t.Errorf("%s: Detect(String()) = %v, %v", ex.Name, got, err)
				}
			}
		})
	}
}

func TestLookupAndDetect(t *testing.T) {
	if _, err := Lookup("nosuch"); err == nil || !strings.Contains(err.Error(), "numberlink") {
		t.Errorf("Lookup(nosuch) error should list the known types: %v", err)
	}
	if _, err := Detect("....\n"); err == nil {
		t.Error("Detect on an anonymous grid should ask for -type")
	}
	if typ, err := Detect("https://puzz.link/p?numlin/2/1/11"); err != nil || typ.Name() != "numberlink" {
		t.Errorf("Detect(puzz.link URL) = %v, %v", typ, err)
	}
}

// eachExample runs check on every example of every registered type, in
// the subtest type/example.
func eachExample(t *testing.T, check func(t *testing.T, typ puzzles.Type, ex puzzles.Example, inst puzzles.Instance)) {
	for _, typ := range Types() {
		for _, ex := range typ.Examples() {
			t.Run(typ.Name()+"/"+ex.Name, func(t *testing.T) {
				check(t, typ, ex, puzzlestest.MustParse(t, typ, ex.Text))
			})
		}
	}
}

// TestExportsSolve feeds every example's exported encoding back through a
// fresh solver: it must agree that the puzzle is satisfiable.
func TestExportsSolve(t *testing.T) {
	eachExample(t, func(t *testing.T, _ puzzles.Type, _ puzzles.Example, inst puzzles.Instance) {
		_, text, opb := export(t, inst)
		if ok, err := sat.SolveExport(text, opb); err != nil || !ok {
			t.Errorf("exported encoding satisfiable = %v (%v)", ok, err)
		}
	})
}

// export encodes inst and writes the model as DIMACS, or as OPB (opb
// true) when it has pseudo-boolean constraints, as the CLI's encode does.
func export(tb testing.TB, inst puzzles.Instance) (m *sat.Model, text string, opb bool) {
	tb.Helper()
	m, err := puzzles.Encoding(inst)
	if err != nil {
		tb.Fatal(err)
	}
	var buf strings.Builder
	if err = m.WriteDIMACS(&buf); err == sat.ErrNotCNF {
		buf.Reset()
		opb, err = true, m.WriteOPB(&buf)
	}
	if err != nil {
		tb.Fatal(err)
	}
	return m, buf.String(), opb
}

// TestGenerateDefaults: every generator makes a puzzle from its default
// options (no size given), as `puzzlesat generate TYPE` asks, the same one
// for the same seed, with one
// solution (switches: Lights Out boards have 2^k solutions by nature, and
// the answer is the one with the fewest presses).
func TestGenerateDefaults(t *testing.T) {
	if testing.Short() {
		t.Skip("generators take seconds in all")
	}
	for _, typ := range Types() {
		g, ok := typ.(puzzles.Generator)
		if !ok {
			continue
		}
		inst, err := g.Generate(puzzles.GenerateOptions{Seed: 1})
		if err != nil {
			t.Errorf("%s: %v", typ.Name(), err)
			continue
		}
		if again, err := g.Generate(puzzles.GenerateOptions{Seed: 1}); err != nil || again.String() != inst.String() {
			t.Errorf("%s: the same seed made another puzzle (%v)", typ.Name(), err)
		}
		res, err := puzzles.Solve(inst, 2)
		switch {
		case err != nil || res.Status != puzzles.Solved:
			t.Errorf("%s: generated puzzle has no solution (%v)", typ.Name(), err)
		case !res.Unique() && typ.Name() != "switches":
			t.Errorf("%s: generated puzzle is not unique", typ.Name())
		}
	}
}
