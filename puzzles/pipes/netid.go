package pipes

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// NetPage is the web page of Simon Tatham's Net; URL appends the game ID.
const NetPage = "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/net.html"

// netID is a Net game ID "WxH[params]:DESC" (or "WxH[params]#SEED", a
// random-seed ID) split into its parts.
type netID struct {
	w, h   string // the digits of the width and height
	params string // letters, digits and dots
	sep    byte   // ':' or '#'
	desc   string // the rest, without newlines
}

// splitNetID splits id into its parts; ok is false when id has another form.
func splitNetID(id string) (m netID, ok bool) {
	i := digitsEnd(id, 0)
	if i == 0 || i == len(id) || id[i] != 'x' {
		return m, false
	}
	j := digitsEnd(id, i+1)
	if j == i+1 {
		return m, false
	}
	k := j
	for k < len(id) && isParamByte(id[k]) {
		k++
	}
	if k == len(id) || id[k] != ':' && id[k] != '#' || strings.IndexByte(id[k+1:], '\n') >= 0 {
		return m, false
	}
	return netID{w: id[:i], h: id[i+1 : j], params: id[j:k], sep: id[k], desc: id[k+1:]}, true
}

// digitsEnd returns the index of the first byte at or after i in s that is
// not an ASCII digit.
func digitsEnd(s string, i int) int {
	for i < len(s) && '0' <= s[i] && s[i] <= '9' {
		i++
	}
	return i
}

// isParamByte reports a byte that may appear in a Net ID's parameters.
func isParamByte(b byte) bool {
	return 'A' <= b && b <= 'Z' || 'a' <= b && b <= 'z' || '0' <= b && b <= '9' || b == '.'
}

// isNetID reports whether t looks like a Net game ID (or a random-seed ID,
// which Parse explains it cannot read).
func isNetID(t string) bool {
	if strings.ContainsAny(t, " \t\r\n") {
		return false
	}
	_, ok := splitNetID(t)
	return ok
}

// looksLikeNetID reports whether t (a game ID or a URL ending in one) has
// the shape of a Net ID: Net's parameters, and a description of hex digits,
// h and v with no more tiles than the board has (other Tatham games with
// WxH parameters use other letters or longer descriptions). A random-seed
// ID counts, so that Parse can explain it.
func looksLikeNetID(t string) bool {
	if i := strings.Index(t, "#"); strings.Contains(t, "://") && i > 0 {
		t = unescape(t[i+1:])
	}
	m, ok := splitNetID(t)
	if !ok || len(m.w) > 3 || len(m.h) > 3 {
		return false
	}
	if _, err := netParams(m.params, 1, 1); err != nil || m.sep == '#' {
		return err == nil
	}
	w, _ := strconv.Atoi(m.w)
	h, _ := strconv.Atoi(m.h)
	tiles := 0
	for _, ch := range m.desc {
		switch _, hex := hexValue(ch); {
		case hex:
			tiles++
		case ch != 'h' && ch != 'v':
			return false
		}
	}
	return tiles <= w*h
}

// isNetURL reports whether t is a URL whose fragment is a Net game ID.
func isNetURL(t string) bool {
	i := strings.Index(t, "#")
	return strings.Contains(t, "://") && i > 0 && isNetID(unescape(t[i+1:]))
}

// unescape decodes the %XX escapes of a URL fragment, as url.PathUnescape
// does; it returns s unchanged when an escape is malformed.
func unescape(s string) string {
	if strings.IndexByte(s, '%') < 0 {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			b = append(b, s[i])
			continue
		}
		if i+2 >= len(s) {
			return s
		}
		hi, ok1 := hexValue(rune(s[i+1]))
		lo, ok2 := hexValue(rune(s[i+2]))
		if !ok1 || !ok2 {
			return s
		}
		b = append(b, byte(hi<<4|lo))
		i += 2
	}
	return string(b)
}

// ParseNetURL reads a URL ending in "#" and a Net game ID, such as the Net
// page's address after Game > Specific.
func ParseNetURL(u string) (*Puzzle, error) {
	i := strings.Index(u, "#")
	if i < 0 {
		return nil, puzzles.Errorf(0, 0, "URL %q has no #GAMEID fragment", short(u))
	}
	return parseNetID(unescape(u[i+1:]), 1, len([]rune(u[:i]))+2)
}

// ParseNetID reads a Simon Tatham Net game ID "WxH[params]:DESC". The params
// may contain w (the board wraps around); generation-only params such as
// b0.5 (barrier rate) and a (ambiguity allowed) are accepted and ignored.
// DESC has one hex digit per tile, row by row, with joint bits R=1, U=2,
// L=4, D=8, each optionally followed by v (a barrier on its right) and h (a
// barrier below it). Puzzles from Net IDs use the Net rule.
func ParseNetID(id string) (*Puzzle, error) { return parseNetID(id, 1, 1) }

// parseNetID reads id, which starts at the given line and column of the input.
func parseNetID(id string, line, col int) (*Puzzle, error) {
	m, ok := splitNetID(id)
	if !ok {
		return nil, puzzles.Errorf(line, col, "%q is not a Net game ID WxH[w]:DESC", short(id))
	}
	if len(m.w) > 3 || len(m.h) > 3 {
		return nil, puzzles.Errorf(line, col, "Net ID size %sx%s is absurd; the limit is %dx%d", short(m.w), short(m.h), puzzles.MaxSide, puzzles.MaxSide)
	}
	w, _ := strconv.Atoi(m.w)
	h, _ := strconv.Atoi(m.h)
	p, err := New(h, w, Net)
	if err != nil {
		return nil, puzzles.Errorf(line, col, "Net ID: %v", err)
	}
	paramsCol := col + len(m.w) + 1 + len(m.h)
	if p.Wrap, err = netParams(m.params, line, paramsCol); err != nil {
		return nil, err
	}
	if m.sep == '#' {
		return nil, puzzles.Errorf(line, paramsCol+len(m.params), "%q is a random-seed ID, which only Net itself can expand; paste the game ID (WxH:DESC, from Game > Specific) instead", short(id))
	}
	if err := p.netDesc(m.desc, line, paramsCol+len(m.params)+1); err != nil {
		return nil, err
	}
	p.normalize()
	return p, nil
}

// netParams reads the parameters after WxH: w, a, and b with a number.
func netParams(params string, line, col int) (wrap bool, err error) {
	for i := 0; i < len(params); i++ {
		switch params[i] {
		case 'w':
			wrap = true
		case 'a':
		case 'b':
			for i+1 < len(params) && (params[i+1] == '.' || params[i+1] >= '0' && params[i+1] <= '9') {
				i++
			}
		default:
			return false, puzzles.Errorf(line, col+i, "unknown Net parameter %q: expected w (wrapping), bN or a", params[i])
		}
	}
	return wrap, nil
}

// netDesc reads the tiles and barriers of a Net ID into p.
func (p *Puzzle) netDesc(desc string, line, col int) error {
	total := p.Size.Rows * p.Size.Cols
	n := 0
	for i, ch := range []rune(desc) {
		v, hex := hexValue(ch)
		switch {
		case hex && n == total:
			return puzzles.Errorf(line, col+i, "Net ID describes more than the %d tiles of a %dx%d board", total, p.Size.Cols, p.Size.Rows)
		case hex:
			p.Tiles[n/p.Size.Cols][n%p.Size.Cols] = fromTatham(v)
			n++
		case (ch == 'h' || ch == 'v') && n == 0:
			return puzzles.Errorf(line, col+i, "barrier %q before the first tile", ch)
		case ch == 'h' || ch == 'v':
			pos := grid.Pos{R: (n - 1) / p.Size.Cols, C: (n - 1) % p.Size.Cols}
			side := grid.Right
			if ch == 'h' {
				side = grid.Down
			}
			p.setBarrier(pos, side, true)
		default:
			return puzzles.Errorf(line, col+i, "unexpected character %q in a Net ID: expected hex digits 0-9a-f, h or v", ch)
		}
	}
	if n < total {
		return puzzles.Errorf(line, col, "Net ID describes %d tiles; a %dx%d board needs %d", n, p.Size.Cols, p.Size.Rows, total)
	}
	return nil
}

func hexValue(ch rune) (int, bool) {
	switch {
	case ch >= '0' && ch <= '9':
		return int(ch - '0'), true
	case ch >= 'a' && ch <= 'f':
		return int(ch-'a') + 10, true
	case ch >= 'A' && ch <= 'F':
		return int(ch-'A') + 10, true
	}
	return 0, false
}

// NetID returns the puzzle as a Simon Tatham Net game ID, or "" when it has
// an unknown ('?') tile, which Net cannot express. Net reads every ID under
// the Net rule.
func (p *Puzzle) NetID() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%d", p.Size.Cols, p.Size.Rows)
	if p.Wrap {
		b.WriteByte('w')
	}
	b.WriteByte(':')
	for _, pos := range p.Size.Cells() {
		t := p.Tile(pos)
		if t == Wild {
			return ""
		}
		b.WriteByte("0123456789abcdef"[toTatham(t)])
		bar := p.Barriers[pos.R][pos.C]
		if bar&BarrierRight != 0 {
			b.WriteByte('v')
		}
		if bar&BarrierDown != 0 {
			b.WriteByte('h')
		}
	}
	return b.String()
}

// URL returns the Net page's address with the game ID, or "" when NetID
// has none.
func (p *Puzzle) URL() string {
	id := p.NetID()
	if id == "" {
		return ""
	}
	return NetPage + "#" + id
}
