package main

import (
	"bytes"
	"encoding/json"
	"os/exec"
	"strings"
	"testing"
)

func runCLI(stdin string, args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestSolveJSON(t *testing.T) {
	code, out, errs := runCLI("", "solve", "-type", "numberlink", "-json", "testdata/numberlink_7x7.txt")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var rep struct {
		Type      string `json:"type"`
		Status    string `json:"status"`
		Solutions int    `json:"solutions"`
		Complete  bool   `json:"complete"`
		Answer    struct {
			Paths []struct {
				Number string   `json:"number"`
				Cells  [][2]int `json:"cells"`
			} `json:"paths"`
			Grid []string `json:"grid"`
		} `json:"answer"`
		Stats struct{ Variables, Clauses int } `json:"stats"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("not one JSON object: %v\n%s", err, out)
	}
	if strings.Count(strings.TrimSpace(out), "\n") != 0 {
		t.Errorf("JSON output spans several lines:\n%s", out)
	}
	if rep.Type != "numberlink" || rep.Status != "solved" || rep.Solutions != 1 || !rep.Complete {
		t.Errorf("report %+v", rep)
	}
	if len(rep.Answer.Paths) != 5 || rep.Answer.Grid[0] != "┏━┓4━━┓" || rep.Stats.Variables == 0 {
		t.Errorf("answer %+v", rep.Answer)
	}
}

func TestExitCodes(t *testing.T) {
	cases := []struct {
		name  string
		stdin string
		args  []string
		code  int
		want  string // in stdout or stderr
	}{
		{"solved", "", []string{"solve", "-type", "numberlink", "testdata/numberlink_7x7.txt"}, 0, "unique solution"},
		{"unsat", "", []string{"solve", "-type", "numberlink", "testdata/unsolvable_cross.txt"}, 1, "no solution"},
		{"stdin url", "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3\n", []string{"solve", "-"}, 0, "unique"},
		{"no type", "1.\n.1\n", []string{"solve"}, 2, "cannot tell the puzzle type"},
		{"bad type", "", []string{"solve", "-type", "chess", "x"}, 2, "unknown puzzle type"},
		{"bad input", "1.2\n..\n", []string{"solve", "-type", "numberlink"}, 2, "line 2"},
		{"missing file", "", []string{"solve", "-type", "numberlink", "nosuch.txt"}, 2, "nosuch.txt"},
		{"bad count", "", []string{"solve", "-count", "0", "-type", "numberlink", "testdata/numberlink_7x7.txt"}, 2, "-count"},
		{"bad flag", "", []string{"solve", "-frobnicate"}, 2, "frobnicate"},
		{"unknown command", "", []string{"frob"}, 2, "unknown command"},
		{"no command", "", nil, 2, "usage"},
		{"types", "", []string{"types"}, 0, "numberlink"},
		{"format", "1 2\n   \n1 2\n", []string{"format", "-type", "numberlink"}, 0, "#numberlink fill\n1.2\n...\n1.2\nhttps://puzz.link/p?numlin/3/3/1g2i1g2"},
		{"draw", "", []string{"draw", "-solve", "-type", "numberlink", "testdata/numberlink_7x7.txt"}, 0, "<polyline"},
		{"deduce", "", []string{"deduce", "-type", "numberlink", "testdata/numberlink_7x7.txt"}, 0, "84 of 84"},
		{"deduce partial", "#numberlink classic\n1..\n...\n..1\n", []string{"deduce", "-json"}, 0, `"grid":["1??","???","??1"]`},
		{"explain", "", []string{"explain", "-json", "-rule", "fill,touch", "testdata/unsolvable_cross.txt"}, 0, `"conflict":[{"cell":[0,0],"clue":"R"},{"cell":[0,4],"clue":"G"}]`},
		{"explain solvable", "", []string{"explain", "-type", "numberlink", "testdata/numberlink_7x7.txt"}, 0, "nothing to explain"},
		{"encode dimacs", "", []string{"encode", "-type", "numberlink", "testdata/numberlink_7x7.txt"}, 0, "p cnf 201 "},
		{"encode opb", "", []string{"encode", "-format", "opb", "-type", "numberlink", "testdata/numberlink_7x7.txt"}, 0, "#variable= 201"},
		{"encode bad format", "", []string{"encode", "-format", "xml", "-type", "numberlink", "testdata/numberlink_7x7.txt"}, 2, "use dimacs, opb or smt2"},
		{"rule", "", []string{"solve", "-rule", "fill,notouch", "testdata/numberlink_7x7.txt"}, 0, "unique solution (rules: fill notouch)"},
		{"rule format", "https://puzz.link/p?numlin/3/3/1g2i1g2\n", []string{"format", "-rule", "fill"}, 0, "#numberlink fill notouch\n1.2"},
		{"rule no touch", "#numberlink\n11.\n...\n2.2\n", []string{"solve", "-rule", "notouch"}, 1, "no solution"},
		{"bad rule", "", []string{"solve", "-rule", "fill,tuoch", "testdata/numberlink_7x7.txt"}, 2, `-rule: unknown rule "tuoch"`},
		{"rule other type", "", []string{"solve", "-type", "sudoku", "-rule", "fill", "testdata/numberlink_7x7.txt"}, 2, ""},
		{"invalid json", "1\n", []string{"solve", "-json", "-type", "numberlink"}, 2, `"status":"invalid","error":"label \"1\" appears once`},
	}
	for _, c := range cases {
		code, out, errs := runCLI(c.stdin, c.args...)
		if code != c.code || !strings.Contains(out+errs, c.want) {
			t.Errorf("%s: exit %d, output %q%q; want exit %d mentioning %q", c.name, code, out, errs, c.code, c.want)
		}
	}
}

// TestSMT2WithZ3 runs z3 on the SMT-LIB export when z3 is installed.
func TestSMT2WithZ3(t *testing.T) {
	z3, err := exec.LookPath("z3")
	if err != nil {
		t.Skip("z3 is not installed")
	}
	_, out, _ := runCLI("", "encode", "-format", "smt2", "-type", "numberlink", "testdata/numberlink_7x7.txt")
	cmd := exec.Command(z3, "-in")
	cmd.Stdin = strings.NewReader(out)
	res, err := cmd.Output()
	if err != nil || !strings.HasPrefix(string(res), "sat") {
		t.Fatalf("z3: %v\n%.300s", err, res)
	}
}

// TestSummaryInTypeWords: a type with its own wording (the magic hexagon
// counts solutions in its own words) is printed by the shared
// puzzles.SummaryOf, figures included.
func TestSummaryInTypeWords(t *testing.T) {
	hex := "3 19 16\n17 7 2 12\n18 1 5 4 10\n11 6 8 13\n9 14 15\n"
	code, out, errs := runCLI(hex, "solve", "-type", "magichex", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	first, _, _ := strings.Cut(out, "\n")
	if !strings.HasPrefix(first, "1 solution (") || !strings.Contains(first, " variables, ") {
		t.Errorf("first line %q: want the type's words and the figures", first)
	}
}

func TestPlayAndLearn(t *testing.T) {
	lu := "#lightup\n..1.\n#...\n...0\n.2..\n"
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"steps", "-"}, 0, "1. Row 1, column 4 has a light: with this clue, nothing else fits."},
		{[]string{"steps", "-json", "-"}, 0, `"complete":true`},
		{[]string{"rate", "-json", "-type", "lightup", "-"}, 0, `"label":"easy"`},
		{[]string{"rate", "-json", "-type", "lightup", "-"}, 0, `"indirect":3`},
		{[]string{"rate", "-"}, 0, "easy (4.1): 12 steps, largest reason 4, 3 not direct (0 past one supposition)"},
		{[]string{"rate", "-json", "-"}, 0, `"deep":0`},
		{[]string{"check", "-", `{"lights": [[0, 0]]}`}, 0, "Correct so far"},
		{[]string{"check", "-json", "-", `{"lights": [[2, 3]]}`}, 1, `"completable":false`},
		{[]string{"check", "-"}, 2, "usage"},
		{[]string{"check", "-", `{"lights": [[9, 9]]}`}, 2, "off the board"},
		{[]string{"help"}, 0, "puzzlesat check [-type T]"},
	}
	for _, c := range cases {
		code, out, errs := runCLI(lu, c.args...)
		if code != c.code || !strings.Contains(out+errs, c.want) {
			t.Errorf("%v: exit %d, want %d with %q:\n%s%s", c.args, code, c.code, c.want, out, errs)
		}
	}
}
