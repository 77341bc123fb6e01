package pipes

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func TestParseSeedArray(t *testing.T) {
	p := seed(t)
	if p.Size.Rows != 8 || p.Size.Cols != 16 || p.Rule != Seed || p.Wrap {
		t.Fatalf("parsed as %dx%d %s wrap=%v", p.Size.Cols, p.Size.Rows, p.Rule, p.Wrap)
	}
	golden.Check(t, "seed_8x16_formats", p.String()+p.NetID()+"\n"+p.Names())
	again := mustParse(t, p.Names())
	if !again.Equal(p) {
		t.Errorf("Names() does not read back as the same puzzle:\n%s", again)
	}
}

func TestParseFormats(t *testing.T) {
	want := "#pipes seed\n┏┓\n┗┛\n.╋\n"
	for _, in := range []string{
		"┏┓\n┗┛\n ╋\n",                                                  // the seed's picture, space for empty
		"┏┓\n┗┛\n.╋",                                                    // '.' for empty
		"┌┐\r\n└┘\r\n.┼\r\n",                                            // light characters, CRLF
		"#pipes\n\n┏┓\n┗┛\n.╋\n\n",                                      // header and blank lines
		`[["2b", "2b"], ["2b", "2b"], ["0", "4"]]`,                      // the seed's array
		"[['2B','2b'],\n ['2b','2b'],\n [0, 4],\n]\n",                   // Python quotes, bare names, trailing comma
		"# pipes seed\n[[\"2b\",\"2b\"],[\"2b\",\"2b\"],[\"0\",\"4\"]]", // header before an array
	} {
		p, err := Parse(in)
		if err != nil {
			t.Errorf("Parse(%q): %v", in, err)
			continue
		}
		// The array gives every tile at rotation 0; compare kinds.
		if kinds(p) != kinds(mustParse(t, want)) {
			t.Errorf("Parse(%q) =\n%s\nwant the kinds of\n%s", in, p, want)
		}
		if !strings.HasPrefix(in, "[") && !strings.Contains(in, "[[") && p.String() != want {
			t.Errorf("Parse(%q) =\n%s\nwant\n%s", in, p, want)
		}
	}
}

func kinds(p *Puzzle) string {
	var b strings.Builder
	for _, row := range p.Tiles {
		for _, t := range row {
			b.WriteString(t.Kind() + " ")
		}
		b.WriteString("\n")
	}
	return b.String()
}

func FuzzParse(f *testing.F) {
	puzzlestest.FuzzRoundTrip(f, Type, func(t *testing.T, inst puzzles.Instance) {
		p := inst.(*Puzzle)
		if id := p.NetID(); id != "" {
			n, err := Parse(id)
			if err != nil || n.NetID() != id {
				t.Fatalf("Net ID %s does not round-trip: %v", id, err)
			}
			if u, err := Parse(p.URL()); err != nil || u.NetID() != id {
				t.Fatalf("URL %s does not round-trip: %v", p.URL(), err)
			}
		}
		n, err := Parse(p.Names())
		if err != nil || kinds(n) != kinds(p) {
			t.Fatalf("Names() does not round-trip (%v):\n%s", err, p.Names())
		}
	}, golden.Read(f, "testdata/seed_8x16.txt"), golden.Read(f, "testdata/net_7x7w.txt"),
		"#pipes net wrap\n#barriers r1c1:right r2c2:down\n┏┓?\n┗┛.\n", "3x1w:5va5h",
		NetPage+"#2x2:3614", "[['2b', 1], [3, '?']]")
}

// FuzzNetID feeds the Net ID reader directly: an ID it accepts writes back
// as an ID that reads as the same puzzle.
func FuzzNetID(f *testing.F) {
	f.Add("2x2:3614")
	f.Add("3x1w:5vA5h")
	f.Add("2x2b0.5a:3614")
	f.Add(strings.TrimSpace(golden.Read(f, "testdata/tatham/net_13x11w_a.txt")))
	f.Fuzz(func(t *testing.T, id string) {
		p, err := ParseNetID(id)
		if err != nil {
			return
		}
		q, err := ParseNetID(p.NetID())
		if err != nil || !q.Equal(p) {
			t.Fatalf("%s -> %s does not read back (%v)", id, p.NetID(), err)
		}
	})
}

// TestParseErrorsLarge: over-long input and bad input built in code are
// refused with a clear error (testdata/forms.txt has the rest).
func TestParseErrorsLarge(t *testing.T) {
	puzzlestest.Errors(t, Type, map[string]string{
		strings.Repeat(strings.Repeat("┃", 101)+"\n", 2): "larger than the limit",
	})
}

// TestDetectFiles: the texts in testdata are detected (testdata/forms.txt
// has the rest).
func TestDetectFiles(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		golden.Read(t, "testdata/seed_8x16.txt"): true,
	})
}
