package all

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Game IDs generated with Simon Tatham's puzzles (the ghewgill/puzzles
// mirror; each game's new_desc with a fixed random seed), and the folder
// of his pages; testdata/detect.txt has more.
const (
	signpost4 = "4x4:efegdf8d1gcbdhb16agh"
	range7    = "7x7:b7a7c11_8c9c3m7c3c8_7c5a6b"    // Range, Tatham's Kurodoko
	towers7   = "7x7:a3b4b3c4a4b3b3d4c2a3c3b3a3b3a" // Towers, from issue 23
	net12     = "12x12:8684655a289127d6a84565a2a75ee384a597a21748eb5ddc6ad76eeb9a88262c5c7e5c966d5c28aeaadc42b7bd77e512334ca5b461224bd99deb7a764aa9b21cebe43621ca489498"
	tathamJS  = "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/"
)

// TestDetectReproducers holds the inputs of issue 17 (and the import cases
// of issue 12), in testdata/detect.txt, to their type or their message.
func TestDetectReproducers(t *testing.T) {
	for _, g := range puzzlestest.Groups(t, "testdata/detect.txt") {
		head, inputs := g.Texts[0], g.Texts[1:]
		name, isType := strings.CutPrefix(head, "type: ")
		want, isError := strings.CutPrefix(head, "error: ")
		if !isType && !isError || len(inputs) == 0 {
			t.Fatalf("testdata/detect.txt: a group of %q: want type: or error: and inputs", head)
		}
		for _, in := range inputs {
			typ, err := Detect(in)
			if err == nil {
				_, err = typ.Parse(in)
			}
			switch {
			case isType && (err != nil || typ.Name() != name):
				t.Errorf("%.40q: detected %v (%v), want %s", in, typ, err, name)
			case isError && (err == nil || !strings.Contains(err.Error(), want)):
				t.Errorf("%.40q: error %v, want it to contain %q", in, err, want)
			}
		}
	}
}

// TestDetectEveryFormat detects every text form of every example of every
// registered type. An example's own text may be a plain grid that needs
// the type named, but never another type.
func TestDetectEveryFormat(t *testing.T) {
	eachExample(t, func(t *testing.T, typ puzzles.Type, ex puzzles.Example, inst puzzles.Instance) {
		for _, text := range Texts(inst) {
			if got, err := Detect(text); err != nil || got.Name() != typ.Name() {
				t.Errorf("Detect(%.60q) = %v, %v", text, got, err)
			}
		}
		got, err := Detect(ex.Text)
		var un *Unrecognised
		if err == nil && got.Name() != typ.Name() || err != nil && !(errors.As(err, &un) && un.Form.Kind == Text) {
			t.Errorf("Detect(example text) = %v, %v", got, err)
		}
	})
}

func TestReadForm(t *testing.T) {
	cases := []struct {
		in   string
		want Form
	}{
		{"  \n", Form{Kind: Empty}},
		{"https://puzz.link/p?numlin/5/5/1j2h", Form{Kind: PuzzLink, Name: "numlin"}},
		{"http://www.pzv.jp/p.html?kurodoko/5/5", Form{Kind: PuzzLink, Name: "kurodoko"}},
		{"https://puzz.link/list.html", Form{Kind: PuzzLink}},
		{"7x7:abc\n", Form{Kind: Tatham, Name: "7x7"}},
		{"6dh:0123", Form{Kind: Tatham, Name: "6dh"}},
		{"5x5#998877", Form{Kind: Tatham, Name: "5x5"}},
		{tathamJS + "net.html#2x2%3A3614", Form{Kind: Tatham, Name: "2x2", Page: "net.html"}},
		{"7x7:abc\n7x7:abc", Form{Kind: Text}},
		{"#Hidato dm unk\n1 2", Form{Kind: Header, Name: "hidato"}},
		{"# . 1\n. . .", Form{Kind: Text}},
		{"1.2\n...", Form{Kind: Text}},
	}
	for _, c := range cases {
		if got := ReadForm(c.in); got != c.want {
			t.Errorf("ReadForm(%q) = %+v, want %+v", c.in, got, c.want)
		}
	}
}

// claimAll is a type, as another helper might register, whose Detect
// claims every WxH Tatham ID and whose Parse accepts none: detection must
// still pick the one type that parses, and name both when none does.
type claimAll struct{}

func (claimAll) Name() string                                 { return "claimall" }
func (claimAll) Title() string                                { return "Claims all" }
func (claimAll) Examples() []puzzles.Example                  { return nil }
func (claimAll) Parse(text string) (puzzles.Instance, error)  { return nil, errors.New("never") }
func (claimAll) Detect(text string) bool                      { return ReadForm(text).Kind == Tatham }
func (claimAll) New(rows, cols int) (puzzles.Instance, error) { return nil, errors.New("never") }
func (claimAll) Help() string                                 { return "" }

func TestAmbiguous(t *testing.T) {
	saved := types
	types = append(slices.Clip(types), claimAll{})
	defer func() { types = saved }()

	if typ, err := Detect(net12); err != nil || typ.Name() != "pipes" {
		t.Errorf("Detect(Net ID) with a second claimant = %v, %v", typ, err)
	}
	_, err := Detect(net12[:20])
	var amb *Ambiguous
	if !errors.As(err, &amb) || !slices.Equal(amb.Types, []string{"claimall", "pipes"}) {
		t.Fatalf("Detect(short Net ID) = %v, want *Ambiguous naming claimall and pipes", err)
	}
	if msg := err.Error(); !strings.Contains(msg, "could be claimall or pipes (claimall: never; pipes: ") {
		t.Errorf("message %q", msg)
	}
}

// TestUnreadID: a game ID that its one claimant cannot read is refused as
// such, with the claimant's complaint, whose position errors.As finds.
func TestUnreadID(t *testing.T) {
	_, err := Detect(towers7)
	var un *Unrecognised
	var pe *puzzles.ParseError
	if !errors.As(err, &un) || un.Form.Kind != Tatham || !slices.Contains(un.Tried, "pipes") || !errors.As(err, &pe) || pe.Col != 5 {
		t.Errorf("Detect(Towers ID) = %#v, want *Unrecognised naming pipes, with the column of pipes' complaint", err)
	}
}

func TestImport(t *testing.T) {
	cases := []struct {
		selected, in string
		typ, want    string
	}{
		{"numberlink", "#numberlink\n1..\n...\n...\n", "", `label "1" appears once`},
		{"numberlink", "hello world", "", "appears"},
		{"lightup", "#lightup\nh\n", "", "line 2, column 1: unexpected 'h'"},
		{"hidato", "#hidato\n1 . 1\n", "", "is also given at"},
		{"numberlink", "#hidato\n1 . 2\n", "hidato", ""}, // no solution, but a puzzle
		{"numberlink", "https://puzz.link/p?kinkonkan/5/5/g2h3", "", "puzz.link type kinkonkan is not supported"},
		{"numberlink", net12, "pipes", ""},
		{"hidato", range7, "range", ""},
		{"hidato", signpost4, "signpost", ""},
		{"numberlink", "1.2\n...\n1.2\n", "numberlink", ""},
		{"", "1.2\n...\n1.2\n", "", "cannot tell the puzzle type"},
		{"pipes", "3x3#1", "", "could be pipes or switches"},
		// Issue 23: text no format reads says so first, with the selected
		// type's own complaint (and its position) as the detail.
		{"lightup", "hello", "", "not recognised as any supported puzzle format: tried puzz.link URLs, Simon Tatham game IDs, #TYPE header lines, the texts every type detects and lightup's own text forms; as lightup: line 1, column 1: unexpected 'h'"},
		{"sudoku", "hello", "", "not recognised as any supported puzzle format: tried puzz.link URLs, Simon Tatham game IDs, #TYPE header lines, the texts every type detects and sudoku's own text forms; as sudoku: line 1: one line of 5 characters"},
		{"hashi", "12x\n", "", "not recognised as any supported puzzle format: tried puzz.link URLs, Simon Tatham game IDs, #TYPE header lines, the texts every type detects and hashi's own text forms; as hashi: line 1, column 3: unexpected 'x'"},
		// Numberlink reads "hello" as a grid of labels: the draft's
		// complaint is numberlink's.
		{"numberlink", "hello", "", `label "h" appears once`},
		{"numberlink", "https://puzz.link/p?sudoku/9", "", "the number of rows is missing"},
		{"numberlink", "https://puzz.link/p?hashi/6/6/3g1g2.g.g2h.g2g.h.g4g3h4g.g2g.h2", "hashi", ""},
	}
	for _, c := range cases {
		inst, err := Import(c.selected, c.in)
		switch {
		case c.typ != "" && (err != nil || inst.TypeName() != c.typ):
			t.Errorf("Import(%s, %.30q) = %v, %v; want %s", c.selected, c.in, inst, err, c.typ)
		case c.typ == "" && (err == nil || inst != nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("Import(%s, %.30q) error %v, want it to contain %q", c.selected, c.in, err, c.want)
		}
	}
}

// TestNilOnError: no constructor returns a nil pointer inside a non-nil
// Instance with its error.
func TestNilOnError(t *testing.T) {
	bad := []string{"", "x", "abc", "\x00\xff", signpost4, range7, "https://puzz.link/p?numlin/1/1/", "#numberlink\n", "#pipes\n", "#dp 0-6\n"}
	for _, typ := range Types() {
		for _, in := range bad {
			if inst, err := typ.Parse(in); err != nil && inst != nil {
				t.Errorf("%s.Parse(%q) returned a non-nil Instance with error %v", typ.Name(), in, err)
			}
		}
		for _, size := range [][2]int{{0, 0}, {-1, 3}, {1000, 1000}} {
			if inst, err := typ.New(size[0], size[1]); err != nil && inst != nil {
				t.Errorf("%s.New%v returned a non-nil Instance with error %v", typ.Name(), size, err)
			}
		}
		if g, ok := typ.(puzzles.Generator); ok {
			for _, o := range []puzzles.GenerateOptions{{Rows: -1, Cols: -1}, {Variant: "nosuch"}} {
				if inst, err := g.Generate(o); err != nil && inst != nil {
					t.Errorf("%s.Generate(%+v) returned a non-nil Instance with error %v", typ.Name(), o, err)
				}
			}
		}
	}
}

// TestBlankInput: every type refuses input of white space alone as it
// refuses empty input, with an error that says what it expected.
func TestBlankInput(t *testing.T) {
	for _, typ := range Types() {
		_, empty := typ.Parse("")
		if empty == nil || !strings.Contains(empty.Error(), "expected") {
			t.Errorf("%s.Parse(\"\"): %v, want an error saying what was expected", typ.Name(), empty)
			continue
		}
		for _, in := range []string{" ", "\n\n", "  \n\t\n "} {
			if _, err := typ.Parse(in); err == nil || err.Error() != empty.Error() {
				t.Errorf("%s.Parse(%q): %v, want %v", typ.Name(), in, err, empty)
			}
		}
	}
}
