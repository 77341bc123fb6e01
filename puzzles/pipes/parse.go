package pipes

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// Parse reads any accepted format, detected from the text:
//
//   - a grid of box-drawing characters, one per tile, in any orientation
//     (┃━┏┓┛┗┣┳┫┻╋, the dead ends ╹╺╻╸, their light forms │─┌┐┘└├┬┤┴┼╵╶╷╴,
//     space or '.' for an empty tile, '?' for an unknown one);
//   - the seed's array of type names, [["0", "2b", ...], ...], with the
//     names 0, 1, 2a, 2b, 3, 4 and ? (each tile at rotation 0);
//   - a Simon Tatham Net game ID WxH[w]:DESC, or a URL ending in #ID.
//
// Optional header lines come first: "#pipes [seed|net] [wrap]" sets the
// rule (default seed, net for a Net ID) and makes the board wrap around;
// "#barriers r1c2:right r3c4:down ..." places barriers (1-based row and
// column; sides right, down, left, up).
func Parse(text string) (*Puzzle, error) { return forms.Parse(text) }

// forms are the pipes formats.
var forms = formats.Set[*Puzzle]{
	Expected: "a box-drawing grid, an array of tile names or a Net game ID",
	Forms:    []formats.Form[*Puzzle]{{Is: isNetURL, Parse: ParseNetURL}, {Is: isNetID, Parse: ParseNetID}},
	Text:     parseText,
}

// parseText reads the header lines and the tiles after them.
func parseText(_ textgrid.Header, all []textgrid.Line) (*Puzzle, error) {
	lines := textgrid.Texts(all)
	h, first, err := readHeader(lines)
	if err != nil {
		return nil, err
	}
	lines, first = puzzles.TrimBlankLines(lines[first:], first)
	if len(lines) == 0 {
		return nil, puzzles.Errorf(0, 0, "no tiles after the header")
	}
	p, err := parseBody(lines, first, h)
	if err != nil {
		return nil, err
	}
	if err := h.apply(p); err != nil {
		return nil, err
	}
	return p, nil
}

// parseBody reads the tiles in whichever format the lines hold.
func parseBody(lines []string, first int, h *header) (*Puzzle, error) {
	body := strings.TrimSpace(strings.Join(lines, "\n"))
	switch {
	case isNetID(body):
		p, err := parseNetID(body, first+1, 1+strings.Index(lines[0], body[:1]))
		if err == nil && !h.ruleSet {
			h.rule = Net
		}
		return p, err
	case strings.HasPrefix(body, "["):
		return parseNames(lines, first)
	}
	return parseGrid(lines, first)
}

// header is what the "#" lines say.
type header struct {
	rule     Rule
	ruleSet  bool
	wrap     bool
	barriers []barrierWord
}

type barrierWord struct {
	pos       grid.Pos
	side      grid.Dir
	line, col int
}

// readHeader reads the leading "#pipes" and "#barriers" lines; first is
// the index of the first line after them.
func readHeader(lines []string) (h *header, first int, err error) {
	h = &header{rule: Seed}
	for first < len(lines) {
		line := strings.TrimSpace(lines[first])
		if !strings.HasPrefix(line, "#") {
			break
		}
		switch strings.ToLower(headerWords(line)[0].text) {
		case "pipes":
			err = h.pipes(lines[first], first+1)
		case "barriers":
			err = h.readBarriers(lines[first], first+1)
		default:
			err = puzzles.Errorf(first+1, 1, "unknown header line %q: expected #pipes [seed|net] [wrap] or #barriers", short(line))
		}
		if err != nil {
			return nil, 0, err
		}
		first++
	}
	return h, first, nil
}

// pipes reads "#pipes [seed|net] [wrap]".
func (h *header) pipes(line string, n int) error {
	for _, w := range headerWords(line)[1:] {
		switch strings.ToLower(w.text) {
		case "seed":
			h.rule, h.ruleSet = Seed, true
		case "net":
			h.rule, h.ruleSet = Net, true
		case "wrap", "wrapping":
			h.wrap = true
		default:
			return puzzles.Errorf(n, w.col, "unknown word %q in the #pipes line: expected seed, net or wrap", short(w.text))
		}
	}
	return nil
}

// readBarriers reads "#barriers r1c2:right r3c4:down ...".
func (h *header) readBarriers(line string, n int) error {
	for _, w := range headerWords(line)[1:] {
		pos, side, ok := parseBarrier(strings.ToLower(w.text))
		if !ok {
			return puzzles.Errorf(n, w.col, "barrier %q: expected rROWcCOL:SIDE such as r1c2:right (sides right, down, left, up)", short(w.text))
		}
		h.barriers = append(h.barriers, barrierWord{pos, side, n, w.col})
	}
	return nil
}

// parseBarrier reads a lower-case barrier word "rROWcCOL:SIDE", with rows
// and columns of one to three digits (1-based) and sides right, down, left
// or up.
func parseBarrier(s string) (pos grid.Pos, side grid.Dir, ok bool) {
	if !strings.HasPrefix(s, "r") {
		return pos, side, false
	}
	i := digitsEnd(s, 1)
	if i == 1 || i > 4 || i == len(s) || s[i] != 'c' {
		return pos, side, false
	}
	j := digitsEnd(s, i+1)
	if j == i+1 || j > i+4 || j == len(s) || s[j] != ':' {
		return pos, side, false
	}
	switch s[j+1:] {
	case "up":
		side = grid.Up
	case "right":
		side = grid.Right
	case "down":
		side = grid.Down
	case "left":
		side = grid.Left
	default:
		return pos, side, false
	}
	r, _ := strconv.Atoi(s[1:i])
	c, _ := strconv.Atoi(s[i+1 : j])
	return grid.Pos{R: r - 1, C: c - 1}, side, true
}

// apply sets the header's rule, wrapping and barriers on a parsed board.
func (h *header) apply(p *Puzzle) error {
	p.Rule = h.rule
	p.Wrap = p.Wrap || h.wrap
	for _, b := range h.barriers {
		if !p.Size.In(b.pos) {
			return puzzles.Errorf(b.line, b.col, "barrier at %s is off the %dx%d board", puzzles.CellName(b.pos), p.Size.Cols, p.Size.Rows)
		}
		p.setBarrier(b.pos, b.side, true)
	}
	p.normalize()
	return nil
}

// setBarrier places (on) or removes a barrier on side d of pos. A side on
// the outer edge of a board that does not wrap has no barrier to set.
func (p *Puzzle) setBarrier(pos grid.Pos, d grid.Dir, on bool) {
	if d == grid.Left || d == grid.Up {
		q, ok := p.Neighbour(pos, d)
		if !ok {
			return
		}
		pos, d = q, d.Opposite()
	}
	bit := BarrierRight
	if d == grid.Down {
		bit = BarrierDown
	}
	if on {
		p.Barriers[pos.R][pos.C] |= bit
	} else {
		p.Barriers[pos.R][pos.C] &^= bit
	}
}

type word struct {
	text string
	col  int // 1-based, in runes
}

// headerWords splits a header line at spaces and tabs, after its leading
// '#', keeping each word's column; the first word is the header's name.
func headerWords(line string) []word {
	var out []word
	var cur []rune
	start := 0
	seenHash := false
	for i, ch := range []rune(line + " ") {
		if ch == '#' && !seenHash {
			seenHash = true
			ch = ' '
		}
		if ch != ' ' && ch != '\t' {
			if len(cur) == 0 {
				start = i + 1
			}
			cur = append(cur, ch)
			continue
		}
		if len(cur) > 0 {
			out = append(out, word{string(cur), start})
			cur = nil
		}
	}
	if len(out) == 0 {
		out = append(out, word{})
	}
	return out
}

// parseGrid reads a picture, one character per tile.
func parseGrid(lines []string, first int) (*Puzzle, error) {
	width := len([]rune(strings.TrimRight(lines[0], "\r")))
	if len(lines) > puzzles.MaxSide || width > puzzles.MaxSide {
		return nil, puzzles.Errorf(0, 0, "board %dx%d is larger than the limit %dx%d", width, len(lines), puzzles.MaxSide, puzzles.MaxSide)
	}
	if width == 0 {
		return nil, puzzles.Errorf(first+1, 0, "the first row is empty")
	}
	p, _ := New(len(lines), width, Seed)
	for r, line := range lines {
		runes := []rune(strings.TrimRight(line, "\r"))
		if len(runes) != width {
			return nil, puzzles.Errorf(first+r+1, 0, "row has %s, the first row has %d (rows must be equally long; use '.' for empty tiles)", count(len(runes), "tile"), width)
		}
		for c, ch := range runes {
			t, ok := tileOf(ch)
			if !ok {
				return nil, puzzles.Errorf(first+r+1, c+1, "unexpected character %q: expected a box-drawing pipe such as ┏ or ╋, '.' or space (empty) or '?'", ch)
			}
			p.Tiles[r][c] = t
		}
	}
	return p, nil
}

// count says "1 tile" or "n tiles".
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// short cuts long values down for error messages.
func short(s string) string {
	if r := []rune(s); len(r) > 24 {
		return string(r[:24]) + "…"
	}
	return s
}
