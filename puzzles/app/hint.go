package app

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// A hint reveals one part of the answer's text picture (one cell's value,
// one tile, one path cell, one press) that every solution shares. The
// parts are found generically: a part is a token of the picture, and the
// forced facts it needs are those whose absence turns it back into "?".

// token is one part of a text picture: its row and column in the picture
// (blank lines skipped), and its text.
type token struct {
	Row, Col int
	Text     string
	At       int // the rune column where Text starts
}

// gridLines returns the grid lines of a picture: lines of words ("press:
// a b", "2 presses known") are not part of the grid.
func gridLines(text string) []string {
	var lines []string
	for _, line := range strings.Split(text, "\n") {
		if wordy(line) {
			continue
		}
		lines = append(lines, line)
	}
	return lines
}

// split splits grid lines into parts: whitespace-separated fields (numbers
// in a grid, a hexagon; see spaced), or single runes (paths, tiles).
func split(lines []string, fields bool) []token {
	var out []token
	for row, line := range lines {
		if fields {
			at := 0
			for c, f := range strings.Fields(line) {
				i := strings.Index(line, f)
				at += utf8.RuneCountInString(line[:i])
				out = append(out, token{row, c, f, at})
				at += utf8.RuneCountInString(f)
				line = line[i+len(f):]
			}
			continue
		}
		c := 0
		for _, r := range line {
			out = append(out, token{row, c, string(r), c})
			c++
		}
	}
	return out
}

// wordy reports a line of words: a colon, or two lowercase words in a
// row, the first with a vowel other than o (grid rows have runs of letters
// such as "XXX", "ATA" or "oxo oxo", never such words): a run of lowercase
// letters holding a, e, i or u, maybe a comma or semicolon, one space, and
// two more lowercase letters.
func wordy(line string) bool {
	if strings.Contains(line, ":") {
		return true
	}
	lower := func(i int) bool { return i >= 0 && i < len(line) && 'a' <= line[i] && line[i] <= 'z' }
	for i := 0; i < len(line); i++ {
		if line[i] != ' ' || !lower(i+1) || !lower(i+2) {
			continue
		}
		j := i - 1
		if j >= 0 && (line[j] == ',' || line[j] == ';') {
			j--
		}
		for ; lower(j); j-- {
			if strings.IndexByte("aeiu", line[j]) >= 0 {
				return true
			}
		}
	}
	return false
}

// number reports an integer such as "17" or "-3".
func number(s string) bool {
	s = strings.TrimPrefix(s, "-")
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// spaced reports whether the lines space their parts out: every field is
// a number or a single rune, and some line has more than one field.
func spaced(lines []string) bool {
	several := false
	for _, line := range lines {
		f := strings.Fields(line)
		several = several || len(f) > 1
		for _, x := range f {
			if utf8.RuneCountInString(x) > 1 && !number(x) {
				return false
			}
		}
	}
	return several
}

// unknown reports a part the picture has not decided.
func unknown(s string) bool { return s == "?" || strings.Contains(s, "?") }

// hinter reveals forced parts of a picture one at a time.
type hinter struct {
	pd    puzzles.Decoder
	facts []sat.Lit
	full  map[[2]int]string // the picture with every forced fact known
	full0 string            // that picture's text
	// fields: the full picture's parts are whitespace-separated fields,
	// and every picture is split the same way, so that a part keeps its
	// row and column however much is known.
	fields bool
}

func newHinter(inst puzzles.Instance, facts []sat.Lit) (*hinter, error) {
	dec, err := inst.Encode(sat.NewModel())
	if err != nil {
		return nil, err
	}
	h := &hinter{pd: dec, facts: facts}
	h.full0 = h.answer(every(len(facts))).Text()
	h.fields = spaced(gridLines(h.full0))
	h.full = h.picture(every(len(facts)))
	return h, nil
}

func every(n int) []bool {
	out := make([]bool, n)
	for i := range out {
		out[i] = true
	}
	return out
}

// answer decodes the answer with only the facts in use known.
func (h *hinter) answer(use []bool) puzzles.Answer {
	known := map[int]bool{}
	for i, f := range h.facts {
		if use[i] {
			known[f.Var()] = f > 0
		}
	}
	return h.pd.DecodePartial(func(l sat.Lit) (bool, bool) {
		v, ok := known[l.Var()]
		return v == (l > 0), ok
	})
}

// picture maps each part's row and column to its text.
func (h *hinter) picture(use []bool) map[[2]int]string {
	out := map[[2]int]string{}
	for _, t := range split(gridLines(h.answer(use).Text()), h.fields) {
		out[[2]int{t.Row, t.Col}] = t.Text
	}
	return out
}

// reveal returns the facts that show n parts, and the n-th part revealed
// (ok false when every forced part is shown before the n-th).
func (h *hinter) reveal(n int) (use []bool, last token, ok bool) {
	use = make([]bool, len(h.facts))
	for range n {
		at, found := h.next(h.picture(use))
		if !found {
			return use, last, false
		}
		h.need(use, at)
		last = h.token(at)
	}
	return use, last, true
}

// need adds to use a set of facts that shows the part at, none of which
// can be left out: start from every fact and drop those it can do without.
func (h *hinter) need(use []bool, at [2]int) {
	try := every(len(h.facts))
	for i := range h.facts {
		if use[i] {
			continue
		}
		try[i] = false
		if h.picture(try)[at] != h.full[at] {
			try[i] = true
		}
	}
	copy(use, try)
}

// next picks the part to reveal: one shown differently from the full
// picture, preferring one next to a decided part.
func (h *hinter) next(shown map[[2]int]string) ([2]int, bool) {
	var cands [][2]int
	for at, t := range h.full {
		if !unknown(t) && strings.TrimSpace(t) != "" && shown[at] != t {
			cands = append(cands, at)
		}
	}
	if len(cands) == 0 {
		return [2]int{}, false
	}
	slices.SortFunc(cands, func(a, b [2]int) int { return cmp.Or(a[0]-b[0], a[1]-b[1]) })
	for _, at := range cands {
		for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			if t, ok := shown[[2]int{at[0] + d[0], at[1] + d[1]}]; ok && !unknown(t) && strings.TrimSpace(t) != "" {
				return at, true
			}
		}
	}
	return cands[0], true
}

// token returns the part of the full picture at row and column at.
func (h *hinter) token(at [2]int) token {
	for _, t := range split(gridLines(h.full0), h.fields) {
		if t.Row == at[0] && t.Col == at[1] {
			return t
		}
	}
	return token{at[0], at[1], h.full[at], at[1]}
}

// words says a revealed part in plain words: "Row 3, column 4 is 17", or
// in the type's own words when its picture is not one part per cell
// (puzzles.Locator).
func (t token) words(inst puzzles.Instance) string {
	if l, ok := inst.(puzzles.Locator); ok {
		if w, ok := l.Locate(t.Row, t.At, t.Text); ok {
			return w
		}
	}
	if number(t.Text) || unicode.IsLetter([]rune(t.Text)[0]) {
		return fmt.Sprintf("Row %d, column %d is %s", t.Row+1, t.Col+1, t.Text)
	}
	return fmt.Sprintf("Row %d, column %d: %s", t.Row+1, t.Col+1, t.Text)
}
