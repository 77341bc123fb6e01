package battleship

import (
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
)

// forms are the puzz.link URL.
func forms(s *cellgrid.Spec[*Puzzle]) []formats.Form[*Puzzle] {
	return []formats.Form[*Puzzle]{pzl.Form(func(url string) (*Puzzle, error) { return parseURL(s, url) }, "battleship")}
}

// urlCodes are pzprjs's numbers of the cells, by value: water 0, the
// ends up, down, left, right 1–4, the middle 5, a submarine 6, '.' a
// ship segment of no given shape.
var urlCodes = []int{Unknown: pzl.Empty, Water: 0, Top: 1, Bottom: 2, Left: 3, Right: 4, Middle: 5, Sub: 6, Ship: pzl.Unknown}

// presets are pzprjs's names of the standard fleets ("//d").
const presets = "cde"

// parseURL reads https://puzz.link/p?battleship/COLS/ROWS/BODY: the
// counts (see Counts.ReadURLCounts), the cells (Number16, see urlCodes),
// then the fleet: "/" and a preset's letter, or its number of ships and
// each ship as "/", its width and height in base 36 and its cells' bits
// in base 32. A body without the fleet has the default fleet.
func parseURL(s *cellgrid.Spec[*Puzzle], url string) (*Puzzle, error) {
	u, err := pzl.Split(puzzles.Unescape(url), "battleship")
	if err != nil {
		return nil, err
	}
	p, err := s.New(u.Rows, u.Cols)
	if err != nil {
		return nil, puzzles.Errorf(0, 0, "URL: %v", err)
	}
	body, fleet, hasFleet := strings.Cut(u.Body, "/")
	rest, err := p.ReadURLCounts(body)
	if err != nil {
		return nil, err
	}
	n := u.Rows * u.Cols
	cells, err := pzl.DecodeNumber16(rest, n)
	if err != nil {
		return nil, err
	}
	if len(cells) < n && (body != "" || !hasFleet) {
		return nil, pzl.Truncated(len(cells), n)
	}
	for i, code := range cells {
		v := slices.Index(urlCodes, code)
		if v < 0 {
			return nil, puzzles.Errorf(0, 0, "URL cell %d (row %d, column %d): %d is not a ship segment (0–6 or '.')", i+1, i/u.Cols+1, i%u.Cols+1, code)
		}
		p.Cells[i/u.Cols][i%u.Cols] = v
	}
	if hasFleet {
		p.Fleet, err = readURLFleet(fleet)
	}
	return p, err
}

// readURLFleet reads the fleet after the cells' '/'.
func readURLFleet(s string) ([]int, error) {
	if k, ok := strings.CutPrefix(s, "/"); ok {
		if i := strings.Index(presets, k); len(k) == 1 && i >= 0 {
			return slices.Clone(Fleets[i]), nil
		}
		return nil, puzzles.Errorf(0, 0, "URL fleet: %q is not a preset fleet of ships (c, d or e)", k)
	}
	f := strings.Split(s, "/")
	if n, err := strconv.Atoi(f[0]); err != nil || n != len(f)-1 || n == 0 {
		return nil, puzzles.Errorf(0, 0, "URL fleet: expected the number of ships and each ship after '/', not %q", s)
	}
	var out []int
	for _, piece := range f[1:] {
		n := shipLength(piece)
		if n == 0 {
			return nil, puzzles.Errorf(0, 0, "URL fleet: piece %q is not a straight ship", piece)
		}
		out = append(out, n)
	}
	return desc(out), nil
}

// shipLength is the length of a piece that is a straight ship, across
// or down; 0 for another piece.
func shipLength(piece string) int {
	for n := 1; n < 36; n++ {
		if code := pieceCode(n); piece == code || piece == code[1:2]+code[:1]+code[2:] {
			return n
		}
	}
	return 0
}

// pieceCode writes a ship of n cells across (n < 36): its width and
// height in base 36, then its cells' bits five to a base-32 digit, the
// last zero digits left out.
func pieceCode(n int) string {
	code, bits := strconv.FormatInt(int64(n), 36)+"1", strings.Repeat("1", n)+"0000"
	for i := 0; i+5 <= len(bits); i += 5 {
		d, _ := strconv.ParseInt(bits[i:i+5], 2, 0)
		code += strconv.FormatInt(d, 32)
	}
	return strings.TrimRight(code, "0")
}

// Written implements puzzles.FormWriter: the puzz.link URL.
func (p *Puzzle) Written() []puzzles.Written {
	if p.Fleet[0] > 35 { // a piece's width is one base-36 digit
		return nil
	}
	cells := make([]int, 0, p.Size().Rows*p.Size().Cols)
	for _, pos := range p.Size().Cells() {
		cells = append(cells, urlCodes[p.At(pos)])
	}
	fleet := ""
	if i := fleetIndex(p.Fleet); i >= 0 {
		fleet = "/" + presets[i:i+1]
	} else {
		fleet = strconv.Itoa(len(p.Fleet))
		for _, n := range slices.Backward(p.Fleet) {
			fleet += "/" + pieceCode(n)
		}
	}
	body := p.URLCounts() + pzl.EncodeNumber16(cells) + "/" + fleet
	return []puzzles.Written{{Form: puzzles.URLForm, Text: pzl.Join("battleship", p.Size().Cols, p.Size().Rows, body)}}
}
