package pipes

import (
	"fmt"
	"net/url"
	"regexp"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// NetPage is the web page of Simon Tatham's Net; URL appends the game ID.
const NetPage = "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/net.html"

var netIDRE = regexp.MustCompile(`^([0-9]+)x([0-9]+)([A-Za-z0-9.]*)([:#])(.*)$`)

// isNetID reports whether t looks like a Net game ID (or a random-seed ID,
// which Parse explains it cannot read).
func isNetID(t string) bool {
	return !strings.ContainsAny(t, " \t\r\n") && netIDRE.MatchString(t)
}

// isNetURL reports whether t is a URL whose fragment is a Net game ID.
func isNetURL(t string) bool {
	i := strings.Index(t, "#")
	return strings.Contains(t, "://") && i > 0 && isNetID(unescape(t[i+1:]))
}

func unescape(s string) string {
	if u, err := url.PathUnescape(s); err == nil {
		return u
	}
	return s
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
	m := netIDRE.FindStringSubmatch(id)
	if m == nil {
		return nil, puzzles.Errorf(line, col, "%q is not a Net game ID WxH[w]:DESC", short(id))
	}
	if len(m[1]) > 3 || len(m[2]) > 3 {
		return nil, puzzles.Errorf(line, col, "Net ID size %sx%s is absurd; the limit is %dx%d", short(m[1]), short(m[2]), puzzles.MaxSide, puzzles.MaxSide)
	}
	w, _ := strconv.Atoi(m[1])
	h, _ := strconv.Atoi(m[2])
	p, err := New(h, w, Net)
	if err != nil {
		return nil, puzzles.Errorf(line, col, "Net ID: %v", err)
	}
	paramsCol := col + len(m[1]) + 1 + len(m[2])
	if p.Wrap, err = netParams(m[3], line, paramsCol); err != nil {
		return nil, err
	}
	if m[4] == "#" {
		return nil, puzzles.Errorf(line, paramsCol+len(m[3]), "%q is a random-seed ID, which only Net itself can expand; paste the game ID (WxH:DESC, from Game > Specific) instead", short(id))
	}
	if err := p.netDesc(m[5], line, paramsCol+len(m[3])+1); err != nil {
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
