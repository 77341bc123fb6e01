package cellgrid_test

import (
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
)

// knobs is a toy type with two settings: a number K (1 to 3 by its
// keys, to 9 in the header) and a flag.
type knobs struct {
	stubs
	cellgrid.Grid
	K    int
	Flag bool
}

func (*knobs) Draw(puzzles.Answer) draw.Scene { return draw.Scene{} }

var k = &cellgrid.Setting[*knobs]{
	Name: "k", Form: "k=N", Noun: "a count", Lo: 1, Hi: 9,
	Label: func(v int) string { return fmt.Sprintf("K: %d", v) },
	Get:   func(p *knobs) int { return p.K },
	Set:   func(p *knobs, v int) { p.K = v },
	Check: func(_ *knobs, v int) error {
		if v < 1 || v > 3 {
			return fmt.Errorf("K runs from 1 to 3, not %d", v)
		}
		return nil
	},
}

var flag = &cellgrid.Setting[*knobs]{
	Name: "flag", Form: "flag", Flag: true, Keys: []string{"f", "F"},
	Label: func(v int) string { return fmt.Sprint("Flag ", v) },
	Get:   func(p *knobs) int { return cellgrid.Bit(p.Flag) },
	Set:   func(p *knobs, v int) { p.Flag = v == 1 },
}

var knobSpec = &cellgrid.Spec[*knobs]{
	Name: "knobs", Symbols: cellgrid.Alphabet{{Value: 0, Text: "."}},
	Make: func(g cellgrid.Grid) *knobs { return &knobs{Grid: g, K: 1} },
	Own: &cellgrid.Own[*knobs]{Keep: func(from, to *knobs) { to.K, to.Flag = from.K, from.Flag },
		Options: func(p *knobs, words []string, line int) error {
			if err := k.Read(p, words[:1], line); err != nil {
				return err
			}
			return flag.Read(p, words[1:], line)
		}},
}

func TestSettingRead(t *testing.T) {
	p, err := knobSpec.Parse("#knobs K=3 flag\n..\n")
	if err != nil || p.K != 3 || !p.Flag || k.Word(p) != "k=3" || flag.Header(p, "#knobs\n..\n") != "#knobs flag\n..\n" {
		t.Fatalf("%+v, %v", p, err)
	}
	for text, want := range map[string]string{
		"#knobs k=0\n.\n":      "line 1: k=0: expected a count from 1 to 9",
		"#knobs k\n.\n":        `line 1: unknown header word "k": expected k=N`,
		"#knobs k=1 flag=1\n.": `line 1: unknown header word "flag=1": expected flag`,
	} {
		if _, err := knobSpec.Parse(text); err == nil || err.Error() != want {
			t.Errorf("Parse(%q): %v, want %s", text, err, want)
		}
	}
	if rest, err := k.ReadBefore(p, "2/xyz"); err != nil || rest != "xyz" || p.K != 2 || k.Before(p) != "2/" {
		t.Errorf("ReadBefore: %q %v %d", rest, err, p.K)
	}
	if _, err := k.ReadBefore(p, "x/"); err == nil || err.Error() != `URL: "x" is not a count from 1 to 9` {
		t.Errorf("ReadBefore(x): %v", err)
	}
}

func TestSettingEdit(t *testing.T) {
	p, _ := knobSpec.New(2, 2)
	if keys := append(k.PadKeys(p), flag.PadKeys(p)...); fmt.Sprint(keys) != "[{K: 1 − - false} {K: 1 + + false} {Flag 0 f false}]" {
		t.Errorf("pad %v", keys)
	}
	q, ok, err := k.Edit(p, "+")
	if q, _, _ = flag.Edit(q, "F"); !ok || err != nil || q.K != 2 || !q.Flag || p.K != 1 || p.Flag {
		t.Errorf("+ then F: %+v (receiver %+v), %v", q, p, err)
	}
	if _, ok, err := k.Edit(p, "-"); !ok || err == nil || err.Error() != "K runs from 1 to 3, not 0" {
		t.Errorf("-: %v", err)
	}
	if _, ok, _ := flag.Edit(p, "+"); ok {
		t.Error("the flag takes +")
	}
}

func TestSettingVariant(t *testing.T) {
	for _, c := range []struct {
		s    *cellgrid.Setting[*knobs]
		in   string
		want int
		err  string
	}{{k, "", 5, ""}, {k, "3", 3, ""}, {k, "k=2", 2, ""}, {k, "two", 0, `unknown variant "two": use k=N, a count`},
		{flag, "", 0, ""}, {flag, "flag", 1, ""}, {flag, "x", 0, `unknown variant "x": use flag, or nothing`}} {
		if v, err := c.s.Variant(c.in, 5); v != c.want || fmt.Sprint(err) != map[bool]string{true: "<nil>", false: c.err}[c.err == ""] {
			t.Errorf("Variant(%q) = %d, %v", c.in, v, err)
		}
	}
}
