package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// sideBySide is the puzz.link Hashiwokakero of issue 23, whose islands at
// row 1, columns 5 and 6 touch; its answer joins them.
const sideBySide = "3g1g2.g.g2h.g2g.h.g4g3h4g.g2g.h2"

// TestHashiSideBySide (issue 23, item 1): islands side by side are read in
// every format and under every name pzprjs gives the genre, solved,
// counted, drawn and written with the name pzprjs writes.
func TestHashiSideBySide(t *testing.T) {
	for _, in := range []string{
		"https://puzz.link/p?hashikake/6/6/" + sideBySide,
		"https://puzz.link/p?hashi/6/6/" + sideBySide,
		"https://puzz.link/p?bridges/6/6/" + sideBySide,
		"https://puzz.link/p?hashikake_edit/6/6/" + sideBySide,
		"http://pzv.jp/p.html?hashikake/6/6/" + sideBySide,
	} {
		code, out, errs := runCLI(in, "solve")
		if code != exitOK || !strings.Contains(out, "unique solution") || !strings.Contains(out, "\nside by side: 0,4-0,5×1 4,2-5,2×2\n") {
			t.Errorf("solve %s: exit %d, %s%s", in, code, out, errs)
		}
	}
	code, out, errs := runCLI("https://puzz.link/p?hashikake/6/6/"+sideBySide, "solve", "-json")
	var rep struct {
		Status    string `json:"status"`
		Solutions int    `json:"solutions"`
		Complete  bool   `json:"complete"`
		Answer    struct {
			Bridges []struct {
				From, To [2]int
				Count    int
			} `json:"bridges"`
		} `json:"answer"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil || code != exitOK || rep.Status != "solved" || rep.Solutions != 1 || !rep.Complete {
		t.Fatalf("solve -json: exit %d, %v, %s%s", code, err, out, errs)
	}
	if !slices.ContainsFunc(rep.Answer.Bridges, func(b struct {
		From, To [2]int
		Count    int
	}) bool {
		return b.From == [2]int{0, 4} && b.To == [2]int{0, 5} && b.Count == 1
	}) {
		t.Errorf("no bridge 0,4-0,5 in %+v", rep.Answer.Bridges)
	}

	// The same board as a text grid, written as pzprjs writes it (its
	// unknown islands have no game ID), and smaller boards in every format
	// (a Bridges game ID named, as detection leaves IDs of touching
	// islands to other games).
	code, out, errs = runCLI("https://puzz.link/p?bridges/6/6/"+sideBySide, "format")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != exitOK || len(lines) != 8 || lines[7] != "https://puzz.link/p?hashi/6/6/"+sideBySide {
		t.Fatalf("format: exit %d, %q, %s", code, lines, errs)
	}
	grid := strings.Join(lines[:7], "\n") + "\n"
	for _, c := range []struct {
		in   string
		args []string
	}{
		{grid, nil},
		{strings.Join(lines[1:7], "\n"), []string{"-type", "hashi"}},
		{"#hashi\n12\n.1\n", nil},
		{"2x2m2:12a1", []string{"-type", "hashi"}},
		{"https://puzz.link/p?hashi/2/2/12g1", nil},
	} {
		code, out, errs := runCLI(c.in, append([]string{"solve"}, c.args...)...)
		if code != exitOK || !strings.Contains(out, "unique solution") || !strings.Contains(out, "side by side: ") {
			t.Errorf("solve %v %q: exit %d, %s%s", c.args, c.in, code, out, errs)
		}
	}
	code, out, errs = runCLI("https://puzz.link/p?hashi/2/2/12g1", "draw", "-solve")
	if code != exitOK || !strings.HasPrefix(out, "<svg") || !strings.Contains(out, `points="0.5,0.5 1.5,0.5"`) {
		t.Errorf("draw -solve: exit %d, no bridge from the centre of 1,1 to that of 1,2: %.300s%s", code, out, errs)
	}
}

// TestImportMessages (issue 23, item 2): what is wrong with an input is
// said, with the position or value at fault; exit 2 and one line.
func TestImportMessages(t *testing.T) {
	const notRecognised = "puzzlesat: not recognised as any supported puzzle format: tried puzz.link URLs, Simon Tatham game IDs, #TYPE header lines, the texts every type detects and "
	cases := []struct {
		in   string
		typ  string
		want string
	}{
		// A recognised genre with a missing or broken size or body.
		{"https://puzz.link/p?sudoku/9", "", `puzzlesat: URL "https://puzz.link/p?sudoku/9": the number of rows is missing after "sudoku/9/": expected sudoku/COLS/ROWS/BODY` + "\n"},
		{"https://puzz.link/p?sudoku/", "", `the size is missing after "sudoku/"`},
		{"https://puzz.link/p?sudoku/9/9", "", "URL body is missing: expected the board's 81 cells after the size"},
		{"https://puzz.link/p?akari/3/x/1", "", `size "3"/"x" is not two numbers`},
		{"https://puzz.link/p?sudoku/9/9/g5h3g2j8i4h5", "", "puzzlesat: URL body ends after 19 of 81 cells (is the URL cut short?)\n"},
		{"https://puzz.link/p?akari/10/10/j.lbi", "", "puzzlesat: URL body ends after 17 of 100 cells (is the URL cut short?)\n"},
		{"https://puzz.link/p?mashu/6/6/1063000i300", "", "URL body ends after 33 of 36 cells"},
		{"https://puzz.link/p?nurikabe/5/5/g5k2o1k3", "", "URL body ends after 24 of 25 cells"},
		{"https://puzz.link/p?slither/5/5/cbcbcdda", "", "URL body ends after 24 of 25 cells"},
		{"https://puzz.link/p?hashikake/6/6/3g1g2.g.g2h", "", "URL body ends after 12 of 36 cells"},
		{"https://puzz.link/p?sudoku/9/9/g5h3g2j8i4h5", "sudoku", "URL body ends after 19 of 81 cells"},
		// A URL given to a type that does not read its genre.
		{"https://puzz.link/p?hashi/6/6/" + sideBySide, "numberlink", "puzzlesat: a puzz.link URL of type hashi is read by hashi, not numberlink\n"},
		{"https://puzz.link/p?yajilin/5/5/g2h3", "lightup", "puzzlesat: puzz.link type yajilin is not supported (supported puzz.link types: akari, "},
		// Tatham IDs: cut short, or of a game not supported.
		{"4x2:a1bBb", "lightup", "puzzlesat: game ID description covers 7 cells, the 4x2 board has 8\n"},
		{"3x3m2:2a3c1a", "hashi", "covers 8 cells, the 3x3 board has 9"},
		{"3x3m2:2a3c1a", "", "puzzlesat: looks like a Simon Tatham game ID with parameters 3x3m2, but no supported game reads it (tried binairo, dominoes, "},
		{"7x7:a3b4b3c4a4b3b3d4c2a3c3b3a3b3a", "", "); as pipes: line 1, column 5: Net ID describes 29 tiles; a 7x7 board needs 49\n"},
		// Text no format reads, with the selected type's complaint.
		{"hello", "lightup", notRecognised + "lightup's own text forms; as lightup: line 1, column 1: unexpected 'h': expected '#', '.' or a number 0 to 4\n"},
		{"hello", "sudoku", notRecognised + "sudoku's own text forms; as sudoku: line 1: one line of 5 characters"},
		{"hello", "hashi", notRecognised + "hashi's own text forms; as hashi: line 1, column 1: unexpected 'h'"},
		{"hello", "masyu", notRecognised + "masyu's own text forms; as masyu: line 1, column 1"},
		{"hello", "", "puzzlesat: cannot tell the puzzle type"},
		// A #TYPE header names the format: the type's complaint alone.
		{"#lightup\n.h\n", "", "puzzlesat: line 2, column 2: unexpected 'h'"},
	}
	for _, c := range cases {
		args := []string{"solve"}
		if c.typ != "" {
			args = append(args, "-type", c.typ)
		}
		code, out, errs := runCLI(c.in, args...)
		if code != exitInvalid || out != "" || !oneLine(errs) || !strings.Contains(errs, c.want) {
			t.Errorf("%v %.40q: exit %d, stdout %q, stderr %q; want exit 2 and %q", args, c.in, code, out, errs, c.want)
		}
		code, out, _ = runCLI(c.in, append(args, "-json")...)
		var rep struct{ Status, Error string }
		if err := json.Unmarshal([]byte(out), &rep); err != nil || code != exitInvalid || rep.Status != "invalid" || !strings.Contains("puzzlesat: "+rep.Error+"\n", strings.TrimSuffix(c.want, "; name the type with -type to see why it refuses the ID\n")) {
			t.Errorf("%v -json %.40q: exit %d, %s", args, c.in, code, out)
		}
	}
}
