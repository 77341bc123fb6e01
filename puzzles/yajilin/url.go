package yajilin

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
)

// urlKeys are the names of puzz.link's Yajilin URLs (the first written).
var urlKeys = []string{"yajilin", "yajirin"}

// parseURL reads a puzz.link URL: pzprjs's arrow-number body, after an
// optional "b" flag (grey clue cells, a way of drawing them), into a
// puzzle of s (the spec, whose forms name parseURL).
func parseURL(s *cellgrid.Spec[*Puzzle], url string) (*Puzzle, error) {
	if _, err := pzl.Split(url, urlKeys...); err != nil && strings.Contains(url, "/b/") {
		url = strings.Replace(url, "/b/", "/", 1)
	}
	cells, err := pzl.ReadGrid(url, urlKeys, decodeURL, pzl.Values{Empty: Empty, Refuse: func(v int) error {
		if d, n := split(v); d == 0 && n >= 0 {
			return fmt.Errorf("the number %d has no arrow", n)
		}
		return nil
	}})
	if err != nil {
		return nil, err
	}
	return s.Wrap(cells), nil
}

// decodeURL reads up to n cells of a body: a digit 0–4 the arrow (0 none,
// then up, down, left, right) and a hex digit or '.' (no number); 5–9
// the arrow plus 5 and two hex digits; '-', the arrow and three hex
// digits; 'a'–'z' 1 to 26 empty cells (pzl.Empty).
func decodeURL(body string, n int) ([]int, error) {
	var cells []int
	for i := 0; i < len(body) && len(cells) < n; i++ {
		ch, d, digits := body[i], 0, 0
		switch {
		case ch >= 'a' && ch <= 'z':
			for range int(ch-'a') + 1 {
				cells = append(cells, pzl.Empty)
			}
			continue
		case ch >= '0' && ch <= '4':
			d, digits = int(ch-'0'), 1
		case ch >= '5' && ch <= '9':
			d, digits = int(ch-'5'), 2
		case ch == '-' && i+1 < len(body) && body[i+1] >= '0' && body[i+1] <= '4':
			d, digits = int(body[i+1]-'0'), 3
			i++
		default:
			return nil, puzzles.Errorf(0, 0, "URL body: unexpected character %q at %d", ch, i+1)
		}
		num := body[i+1 : min(len(body), i+1+digits)]
		v, err := strconv.ParseUint(num, 16, 16)
		switch {
		case num == "." && digits == 1:
			cells = append(cells, Clue(d, -1))
		case err != nil || len(num) < digits:
			return nil, puzzles.Errorf(0, 0, "URL body: %q at %d is not %d hex digits after an arrow", num, i+2, digits)
		default:
			cells = append(cells, Clue(d, int(v)))
		}
		i += digits
	}
	return cells[:min(len(cells), n)], nil
}

// encodeURL writes cells as decodeURL reads them.
func encodeURL(cells []int) string {
	var b strings.Builder
	run := 0
	for i, v := range cells {
		if v == Empty {
			run++
		}
		if run > 0 && (v != Empty || run == 26 || i == len(cells)-1) {
			b.WriteByte(byte('a' + run - 1))
			run = 0
		}
		d, n := split(v)
		switch {
		case v == Empty:
		case n < 0:
			fmt.Fprintf(&b, "%d.", d)
		case n < 16:
			fmt.Fprintf(&b, "%d%x", d, n)
		case n < 256:
			fmt.Fprintf(&b, "%d%02x", d+5, n)
		default:
			fmt.Fprintf(&b, "-%d%03x", d, n)
		}
	}
	return b.String()
}
