package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/all"
)

// commands are the CLI commands that read a puzzle; jsonCommands also
// take -json.
var (
	commands     = []string{"solve", "deduce", "explain", "format", "draw", "encode"}
	jsonCommands = map[string]bool{"solve": true, "deduce": true, "explain": true}
)

// invalidInputs are texts that are no puzzle at all, Tatham IDs of games
// that are not supported (generated with Simon Tatham's puzzles), and every
// text form of every example of every registered type: each is invalid
// for the other types.
func invalidInputs() []string {
	in := []string{
		"", "\n\n", "x", "x\n", "abc", "hello world", "\x00\xff\xfe",
		"7x7:b7a7c11_8c9c3m7c3c8_7c5a6",                                 // Range, cut short
		"3x3:2_5c3d6b1_5a3b3_8_7_6e8_6c2f4f7c6_9e2_1_3_7b1a5_3b4d4c5_9", // Solo
		"https://puzz.link/p?kinkonkan/5/5/g2h3",
	}
	for _, typ := range all.Types() {
		for _, ex := range typ.Examples() {
			if inst, err := typ.Parse(ex.Text); err == nil {
				in = append(in, all.Texts(inst)...)
			}
		}
	}
	return in
}

// TestInvalidInput runs every command on every invalid input, with each
// registered type named and with none: exit 2, one line on stderr, and
// with -json exactly one {"status": "invalid", "error": ...} object.
func TestInvalidInput(t *testing.T) {
	names := append([]string{""}, all.Names()...)
	for _, in := range invalidInputs() {
		for _, name := range names {
			if name != "" {
				if _, err := all.Parse(name, in); err == nil {
					continue // valid for this type
				}
			} else if _, err := all.Parse("", in); err == nil {
				continue // detected and valid
			}
			for _, cmd := range commands {
				args := []string{cmd}
				if name != "" {
					args = append(args, "-type", name)
				}
				checkInvalid(t, in, args)
				if jsonCommands[cmd] {
					checkInvalidJSON(t, in, append(args, "-json"))
				}
			}
		}
	}
}

func checkInvalid(t *testing.T, in string, args []string) {
	t.Helper()
	code, out, errs := runCLI(in, args...)
	if code != exitInvalid || out != "" || !oneLine(errs) || !strings.HasPrefix(errs, "puzzlesat: ") {
		t.Errorf("%v on %.40q: exit %d, stdout %.80q, stderr %.200q; want exit 2 and one line on stderr", args, in, code, out, errs)
	}
}

func checkInvalidJSON(t *testing.T, in string, args []string) {
	t.Helper()
	code, out, errs := runCLI(in, args...)
	var rep map[string]any
	err := json.Unmarshal([]byte(out), &rep)
	if code != exitInvalid || errs != "" || !oneLine(out) || err != nil || rep["status"] != "invalid" || rep["error"] == "" || rep["error"] == nil {
		t.Errorf("%v on %.40q: exit %d, stdout %.200q, stderr %.80q; want exit 2 and one JSON object with status invalid", args, in, code, out, errs)
	}
}

func oneLine(s string) bool { return strings.Count(s, "\n") == 1 && strings.HasSuffix(s, "\n") }

// TestDetectMessages holds the CLI's words when -type is omitted.
func TestDetectMessages(t *testing.T) {
	cases := []struct{ in, want string }{
		{"7x7:b7a7c11_8c9c3m7c3c8_7c5a6", "puzzlesat: looks like a Simon Tatham game ID with parameters 7x7, but no supported game reads it (tried "},
		{"https://puzz.link/p?kinkonkan/5/5/g2h3", "puzzlesat: puzz.link type kinkonkan is not supported (supported puzz.link types: "},
		{"1.\n.1\n", "puzzlesat: cannot tell the puzzle type: the input is not a puzz.link URL, a Simon Tatham game ID or a text with a #TYPE header line, and no type recognises it (tried "},
		{"3x3#42", "; name the type with -type pipes or -type switches\n"},
		{"6:1400650261005512243210606432313166231555233412344546065", "game ID is too short: it has 55 cells; the double-6 set needs 56 (8x7)\n"},
	}
	for _, c := range cases {
		code, _, errs := runCLI(c.in, "solve")
		if code != exitInvalid || !strings.Contains(errs, c.want) {
			t.Errorf("solve %.30q: exit %d, %q; want it to contain %q", c.in, code, errs, c.want)
		}
	}
}

// FuzzCLI drives the whole CLI path with random input for every type (and
// for detection): format always, solve -count 1 -json when the puzzle is
// small enough to solve at once. No input may crash, report an internal
// error or print other than one line of error or one JSON object.
func FuzzCLI(f *testing.F) {
	names := append([]string{""}, all.Names()...)
	for _, in := range invalidInputs() {
		for i := range names {
			f.Add(in, uint8(i))
		}
	}
	f.Fuzz(func(t *testing.T, in string, typ uint8) {
		name := names[int(typ)%len(names)]
		args := []string{"format"}
		if name != "" {
			args = append(args, "-type", name)
		}
		code, _, errs := runCLI(in, args...)
		if code == exitInvalid {
			if !oneLine(errs) {
				t.Fatalf("format: %q", errs)
			}
			return
		}
		if code != exitOK {
			t.Fatalf("format: exit %d: %s", code, errs)
		}
		inst, err := all.Parse(name, in)
		if err != nil {
			t.Fatalf("format accepted what all.Parse refuses: %v", err)
		}
		if m, err := puzzles.Encoding(inst); err != nil || m.NumVars() > 300 {
			return
		}
		args[0] = "solve"
		code, out, errs := runCLI(in, append(args, "-count", "1", "-json")...)
		var rep map[string]any
		if code > exitInvalid || errs != "" || !oneLine(out) || json.Unmarshal([]byte(out), &rep) != nil {
			t.Fatalf("solve: exit %d, stdout %q, stderr %q", code, out, errs)
		}
	})
}
