package all

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// impossible holds a puzzle without solution for every type: most are
// found impossible before search (the reason says why), a few by search.
var impossible = map[string]string{
	"aquarium":    "#aquarium\n2?\nAB ?\nAB 0\n",
	"battleship":  "#battleship fleet=2\n0 0\n.. 2\n.. 0\n",
	"binairo":     "#binairo\n000.\n....\n....\n....\n",
	"country":     "#country\n3.\n..\nAB\nAB\n",
	"cave":        "#cave\n11\n",
	"creek":       "#creek\n2..\n...\n",
	"dominoes":    "1:000000\n",
	"filling":     "#filling\n11\n..\n",
	"galaxies":    "#galaxies\nro\n",
	"hashi":       "#hashi max=2 loops=yes\n3.\n..\n",
	"heyawake":    "#heyawake\n2.\n..\nAA\nAA\n",
	"hidato":      "file:../hidato/testdata/hidato_hi_002XBroken.txt",
	"kakuro":      "#kakuro\n# # #\n\\2 . .\n",
	"knightstour": "#knightstour\n1 2 . .\n. . . .\n. . . .\n. . . .\n",
	"kropki":      "#kropki\n. .\n\n. .\n",
	"keen":        "#keen\nAB\nAB\nA 2-\nB 3+\n",
	"lightup":     "#lightup\n.4.\n...\n",
	"lits":        "#lits\nAAAA\nBBBB\n",
	"magichex":    "#magichex side=2 sum=30\n",
	"magnets":     "#magnets\n+11+\n.LR.\n+..+\n",
	"map":         "#map\n11\nAB\n",
	"masyu":       "#masyu\nB.\n..\n",
	"mines":       "#mines\n3.\n?.\n",
	"mosaic":      "#mosaic\n5.\n..\n",
	"moonsun":     "#moonsun\nMM\nMM\nAB\nAB\n",
	"nonogram":    "#nonogram 2x2\n1\n1\n2\n2\n",
	"norinori":    "#norinori\nAA\nBB\n",
	"numberlink":  "AB\nBA\n",
	"nurikabe":    "#nurikabe\n3.\n.1\n",
	"nurimisaki":  "#nurimisaki\noo\noo\n",
	"palisade":    "#palisade n=4\n1.\n..\n",
	"pipes":       "┃ \n  \n",
	"rect":        "#rect\n3.\n..\n",
	"ripple":      "#ripple\n1.\n..\nAB\nCC\n",
	"shakashaka":  "#shakashaka\n.4.\n...\n",
	"shimaguni":   "#shimaguni\n2.\n..\nAB\nAB\n",
	"signpost":    "#signpost\n1g 2\n",
	"singles":     "#singles\n1111\n",
	"slitherlink": "#slitherlink\n33\n33\n",
	"starbattle":  "#starbattle stars=1\nABC\nABC\nABC\n",
	"range":       "#range\n11\n",
	"sudoku":      "#sudoku\n11..\n....\n....\n....\n",
	"suguru":      "#suguru\n..\n..\nAB\nAB\n",
	"switches":    "#switches\nbulbs: a b\nnoself: a\ngoal: a\n",
	"tapa":        "#tapa\n8 .\n. .\n",
	"tents":       "#tents\n00\nT. 0\n.. 0\n",
	"towers":      "#towers\n+33.+\n.....\n.....\n.....\n+...+\n",
	"tracks":      "#tracks\n22\n━. 1\n.┃ 1\n",
	"undead":      "#undead ghosts=1\n+ 1 +\n. . .\n+ . +\n",
	"yinyang":     "#yinyang\nBW\nWB\n",
	"slant":       "#slant\n4.\n..\n",
	"unequal":     "#unequal\n1 .\n\n.<.\n",
	"yajilin":     "#yajilin\n2> . .\n. . .\n. . .\n",
}

func impossibleInstance(t *testing.T, typ puzzles.Type) puzzles.Instance {
	t.Helper()
	text, ok := impossible[typ.Name()]
	if !ok {
		t.Fatalf("no impossible %s puzzle in the table", typ.Name())
	}
	if path, ok := strings.CutPrefix(text, "file:"); ok {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		text = string(b)
	}
	inst, err := typ.Parse(text)
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	return inst
}

// TestImpossibleExports: every type's impossible puzzle has no solution,
// and its exported encoding (the model so far plus the contradiction
// found before search) is unsatisfiable for a fresh solver too, and for
// z3 on the SMT-LIB form when z3 is installed (with -short, only for
// the seed's broken Hidato).
func TestImpossibleExports(t *testing.T) {
	z3, _ := exec.LookPath("z3")
	for _, typ := range Types() {
		t.Run(typ.Name(), func(t *testing.T) {
			inst := impossibleInstance(t, typ)
			res, err := puzzles.Solve(inst, 1)
			if err != nil || res.Status != puzzles.Unsat {
				t.Fatalf("Solve: %v, %v", res, err)
			}
			m, text, opb := export(t, inst)
			if ok, err := sat.SolveExport(text, opb); err != nil || ok {
				t.Errorf("exported encoding satisfiable = %v (%v):\n%s", ok, err, text)
			}
			if res.Reason != "" && !strings.Contains(text, res.Reason) {
				t.Errorf("the export does not carry the reason %q", res.Reason)
			}
			if z3 != "" && (!testing.Short() || typ.Name() == "hidato") {
				if got := runZ3(t, z3, m); got != "unsat" {
					t.Errorf("z3 says %q on the SMT-LIB export", got)
				}
			}
		})
	}
}

// runZ3 writes m as SMT-LIB and returns z3's first line of output.
func runZ3(t *testing.T, z3 string, m *sat.Model) string {
	t.Helper()
	var buf strings.Builder
	if err := m.WriteSMT2(&buf); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "model.smt2")
	if err := os.WriteFile(path, []byte(buf.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	out, _ := exec.Command(z3, "-T:60", path).Output() // get-model after unsat is an error
	first, _, _ := strings.Cut(string(out), "\n")
	return strings.TrimSpace(first)
}

// TestFiguresDescribeEncoding: every example's figures and export describe
// a real encoding, also when reasoning before search decides the puzzle
// (the knight's tour example): the facts it found are units in the model.
func TestFiguresDescribeEncoding(t *testing.T) {
	eachExample(t, func(t *testing.T, _ puzzles.Type, _ puzzles.Example, inst puzzles.Instance) {
		res, err := puzzles.Solve(inst, 1)
		if err != nil {
			t.Fatal(err)
		}
		m, _, _ := export(t, inst)
		if res.Stats.Variables == 0 || res.Stats.Clauses == 0 || m.NumVars() != res.Stats.Variables {
			t.Errorf("%d variables, %d clauses; the export has %d variables",
				res.Stats.Variables, res.Stats.Clauses, m.NumVars())
		}
	})
}

// TestExplainNamesTheRule: a Numberlink whose pairs cannot cover the board
// has no solution under fill and one under classic; Explain says that the
// rule is the reason. A puzzle without solution under either rule is
// explained by its clues, not its rule.
func TestExplainNamesTheRule(t *testing.T) {
	for text, rule := range map[string]bool{
		"#numberlink fill\nA.A\n...\nB.B\n": true,
		"#numberlink fill\nAB\nBA\n":        false,
	} {
		inst, err := Parse("numberlink", text)
		if err != nil {
			t.Fatal(err)
		}
		e, err := puzzles.Explain(inst, nil)
		if err != nil || e.Status != puzzles.Unsat {
			t.Fatalf("%q: %+v, %v", text, e, err)
		}
		want := "the fill rule rules it out (it has a solution under classic)"
		if (e.Reason == want) != rule {
			t.Errorf("%q: reason %q", text, e.Reason)
		}
	}
}
