package all

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// TestConformance holds every registered type to the contract: examples
// parse, their canonical text round-trips, solving yields answers that pass
// the type's own Check, and drawing works with and without an answer.
func TestConformance(t *testing.T) {
	if len(Types()) == 0 {
		t.Fatal("no types registered")
	}
	for _, typ := range Types() {
		if len(typ.Examples()) == 0 {
			t.Errorf("%s: no examples", typ.Name())
		}
		for _, ex := range typ.Examples() {
			t.Run(typ.Name()+"/"+ex.Name, func(t *testing.T) { conform(t, typ, ex) })
		}
	}
}

func conform(t *testing.T, typ puzzles.Type, ex puzzles.Example) {
	inst, err := typ.Parse(ex.Text)
	if err != nil {
		t.Fatalf("example does not parse: %v", err)
	}
	if inst.TypeName() != typ.Name() {
		t.Errorf("TypeName %q, type %q", inst.TypeName(), typ.Name())
	}
	again, err := typ.Parse(inst.String())
	if err != nil || again.String() != inst.String() {
		t.Fatalf("canonical text does not round-trip (%v):\n%s", err, inst.String())
	}
	if _, ok := typ.(puzzles.Detector); ok {
		if got, err := Detect(inst.String()); err != nil || got.Name() != typ.Name() {
			t.Errorf("Detect(String()) = %v, %v", got, err)
		}
	}
	res, err := puzzles.Solve(inst, 2)
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != puzzles.Solved {
		t.Fatalf("example has no solution (%s)", res.Reason)
	}
	for _, a := range res.Answers {
		if err := inst.Check(a); err != nil {
			t.Errorf("answer fails Check: %v", err)
		}
		if strings.TrimSpace(a.Text()) == "" {
			t.Error("answer has an empty text form")
		}
	}
	if s := inst.Draw(nil); len(s.Items) == 0 || s.W <= 0 || s.H <= 0 {
		t.Error("Draw(nil) is empty")
	}
	if s := inst.Draw(res.Answers[0]); len(s.Items) <= len(inst.Draw(nil).Items) {
		t.Error("drawing the answer adds nothing")
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

// TestExportsSolve feeds every example's exported encoding back through a
// fresh solver: it must agree that the puzzle is satisfiable.
func TestExportsSolve(t *testing.T) {
	for _, typ := range Types() {
		for _, ex := range typ.Examples() {
			inst, err := typ.Parse(ex.Text)
			if err != nil {
				t.Fatal(err)
			}
			m, err := puzzles.Encoding(inst)
			if err != nil {
				t.Fatalf("%s/%s: %v", typ.Name(), ex.Name, err)
			}
			var buf strings.Builder
			opb := false
			if err := m.WriteDIMACS(&buf); err == sat.ErrNotCNF {
				buf.Reset()
				opb = true
				m.WriteOPB(&buf)
			}
			ok, err := sat.SolveExport(buf.String(), opb)
			if err != nil || !ok {
				t.Errorf("%s/%s: exported encoding satisfiable = %v (%v)", typ.Name(), ex.Name, ok, err)
			}
		}
	}
}
