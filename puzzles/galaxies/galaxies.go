package galaxies

import (
	_ "embed"
	"fmt"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// A cell's value: no dot, or the dot the cell holds at its centre, on
// its right side, on its bottom side or at its bottom-right corner.
const (
	Empty = iota
	Centre
	Right
	Below
	Corner
)

// spec declares Galaxies: the dots a cell holds and its formats.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "galaxies", Title: "Galaxies / Tentaisho", Headers: []string{"tentaisho", "spiralgalaxies"},
	Rules: "Divide the grid along its lines into regions, one for each dot: each region holds its dot and looks the same after a half turn about it.",
	Symbols: cellgrid.Alphabet{
		{Value: Centre, Text: "oO*", Label: "Centre", Keys: []string{"o", "O", "*"}, Word: "a dot at its centre", Clue: "dot"},
		{Value: Right, Text: "r|", Label: "Right", Keys: []string{"r", "|"}, Word: "a dot on its right side", Clue: "dot"},
		{Value: Below, Text: "b_", Label: "Below", Keys: []string{"b", "_"}, Word: "a dot on its bottom side", Clue: "dot"},
		{Value: Corner, Text: "x+", Label: "Corner", Keys: []string{"x", "+"}, Word: "a dot at its bottom-right corner", Clue: "dot"},
		{Value: Empty, Text: ".-", Label: "Delete", Keys: []string{"Delete", "Backspace", "."}, Word: "no dot"},
	},
	Blank: Empty, Detect: detect,
	Own: &cellgrid.Own[*Puzzle]{
		Forms: func(s *cellgrid.Spec[*Puzzle]) []formats.Form[*Puzzle] {
			return []formats.Form[*Puzzle]{
				pzl.Form(func(url string) (*Puzzle, error) { return readURL(s, url) }, "tentaisho"),
				tatham.Form(func(id string) (*Puzzle, error) { return readID(s, id) }, "dnu"),
			}
		},
		Expected: "a grid, a puzz.link URL or a Galaxies game ID",
		Check:    func(p *Puzzle) error { return p.onBoard() },
	},
}

//go:embed examples.txt
var examples string

// Type is the Galaxies puzzle type; Parse reads a Galaxies puzzle in any
// of its formats (see the package documentation), and New returns a rows
// x cols board without dots.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Galaxies board: Cells[r][c] is the dot the cell holds
// (Empty, Centre, Right, Below or Corner).
type Puzzle struct{ cellgrid.Grid }

// Answer is the galaxies: {"regions": [[0, 0, 1], ...]}, a region a cell.
type Answer = cellgrid.RegionGrid

// dot is a dot's place in half cells: cell r, c's centre is (2r+1, 2c+1),
// its bottom-right corner (2r+2, 2c+2).
type dot struct{ y, x int }

// dotOf is the dot of value v at cell pos.
func dotOf(pos grid.Pos, v int) dot { return dot{2*pos.R + 1 + (v-1)/2, 2*pos.C + 1 + (v-1)%2} }

// cell is the cell that holds the dot and the dot's value there.
func (d dot) cell() (grid.Pos, int) {
	return grid.Pos{R: (d.y - 1) / 2, C: (d.x - 1) / 2}, 1 + (d.x-1)%2 + 2*((d.y-1)%2)
}

// touches lists the cells the dot lies in or on: 1, 2 or 4.
func (d dot) touches() []grid.Pos {
	var out []grid.Pos
	for r := (d.y - 1) / 2; r <= d.y/2; r++ {
		for c := (d.x - 1) / 2; c <= d.x/2; c++ {
			out = append(out, grid.Pos{R: r, C: c})
		}
	}
	return out
}

// mirror is cell pos turned half a turn about the dot.
func (d dot) mirror(pos grid.Pos) grid.Pos { return grid.Pos{R: d.y - 1 - pos.R, C: d.x - 1 - pos.C} }

// String names the dot: "the dot right of row 1, column 2".
func (d dot) String() string {
	pos, v := d.cell()
	return "the dot " + []string{"", "at ", "right of ", "below ", "at the bottom-right corner of "}[v] + puzzles.CellName(pos)
}

// dots lists the puzzle's dots in reading order of their cells.
func (p *Puzzle) dots() []dot { return dotsIn(p.Cells) }

// dotsIn lists the dots of cells in reading order.
func dotsIn(cells [][]int) []dot {
	var out []dot
	for r, row := range cells {
		for c, v := range row {
			if v != Empty {
				out = append(out, dotOf(grid.Pos{R: r, C: c}, v))
			}
		}
	}
	return out
}

// detect claims a game ID only when the galaxy of each corner cell can
// have a dot (a Net ID without tiles, "12x12:", reads as no dots).
func detect(text string, forms func(string) bool) bool {
	if !tatham.IsID(text, "dnu") {
		return forms(text)
	}
	cells, err := idCells(text)
	if err != nil {
		return false
	}
	size := grid.Size{Rows: len(cells), Cols: len(cells[0])}
	for _, corner := range []grid.Pos{{}, {C: size.Cols - 1}, {R: size.Rows - 1}, {R: size.Rows - 1, C: size.Cols - 1}} {
		if !slices.ContainsFunc(dotsIn(cells), func(d dot) bool { return size.In(d.mirror(corner)) }) {
			return false
		}
	}
	return true
}

// onBoard refuses a dot on the board's outer border.
func (p *Puzzle) onBoard() error {
	for _, d := range p.dots() {
		if !p.Size().In(d.touches()[len(d.touches())-1]) {
			return fmt.Errorf("%s lies on the board's border", d)
		}
	}
	return nil
}

// lattice is the number of places a dot may have on a rows x cols board
// (centres, inner sides and inner corners), which Tatham's IDs and
// puzz.link's bodies list in reading order.
func lattice(rows, cols int) int { return (2*rows - 1) * (2*cols - 1) }

// place puts a dot at place i of the lattice onto cells.
func place(cells [][]int, i int) error {
	w := 2*len(cells[0]) - 1
	d := dot{i/w + 1, i%w + 1}
	pos, v := d.cell()
	if old := cells[pos.R][pos.C]; old != Empty {
		return fmt.Errorf("%s and %s touch one cell", dotOf(pos, old), d)
	}
	cells[pos.R][pos.C] = v
	return nil
}

// places lists the lattice places of the puzzle's dots, in order.
func (p *Puzzle) places() []int {
	var out []int
	for _, d := range p.dots() {
		out = append(out, (d.y-1)*(2*p.Size().Cols-1)+d.x-1)
	}
	slices.Sort(out)
	return out
}

// readID reads Tatham's game ID "WxH[dD]:DESC": before each dot the
// number of places it skips, 'a'–'y' 0 to 24 ('A'–'Y' a black dot),
// 'z' 25 places without a dot.
func readID(s *cellgrid.Spec[*Puzzle], id string) (*Puzzle, error) {
	cells, err := idCells(id)
	if err != nil {
		return nil, err
	}
	return s.Wrap(cells), nil
}

// idCells reads the cells of a game ID.
func idCells(id string) ([][]int, error) {
	head, desc, _ := strings.Cut(id, ":")
	params, err := tatham.ReadParams(head, tatham.OneOf('d', "nu"))
	if err != nil {
		return nil, err
	}
	cells, _ := puzzles.NewGrid(params.H, params.W, Empty)
	at := 0
	for k, ch := range desc {
		col := len(head) + 2 + k
		switch {
		case ch == 'z':
			at += 25
			continue
		case ch >= 'a' && ch <= 'y':
			at += int(ch - 'a')
		case ch >= 'A' && ch <= 'Y':
			at += int(ch - 'A')
		default:
			return nil, puzzles.Errorf(0, 0, "game ID, character %d: %v", col, tatham.Unexpected(ch, "a-z or A-Y"))
		}
		if at >= lattice(params.H, params.W) {
			return nil, puzzles.Errorf(0, 0, "game ID, character %d: the dots run past the %dx%d board", col, params.W, params.H)
		}
		if err := place(cells, at); err != nil {
			return nil, puzzles.Errorf(0, 0, "game ID, character %d: %v", col, err)
		}
		at++
	}
	return cells, nil
}

// gameID writes Tatham's game ID.
func (p *Puzzle) gameID() string {
	var b strings.Builder
	next := 0
	for _, i := range p.places() {
		run := i - next
		for ; run > 24; run -= 25 {
			b.WriteByte('z')
		}
		b.WriteByte(byte('a' + run))
		next = i + 1
	}
	return tatham.ID(p.Size().Cols, p.Size().Rows, "", b.String())
}

// readURL reads a puzz.link tentaisho URL: the dots over the lattice
// (white or black alike), then cells marked empty, which Galaxies does
// not have.
func readURL(s *cellgrid.Spec[*Puzzle], url string) (*Puzzle, error) {
	u, err := pzl.Split(url, "tentaisho")
	if err != nil {
		return nil, err
	}
	if err := puzzles.CheckSize(u.Rows, u.Cols); err != nil {
		return nil, puzzles.Errorf(0, 0, "URL: %v", err)
	}
	cells, _ := puzzles.NewGrid(u.Rows, u.Cols, Empty)
	dots, rest, err := cellgrid.DecodeDots(u.Body, lattice(u.Rows, u.Cols))
	if err != nil {
		return nil, err
	}
	if strings.Trim(rest, "0") != "" {
		return nil, puzzles.Errorf(0, 0, "URL body %q after the dots: cells marked empty are not part of Galaxies", rest)
	}
	for i, d := range dots {
		if d > 0 {
			if err := place(cells, i); err != nil {
				return nil, puzzles.Errorf(0, 0, "URL body: %v", err)
			}
		}
	}
	return s.Wrap(cells), nil
}

// url writes the puzz.link URL as pzprjs does (white dots).
func (p *Puzzle) url() string {
	dots := make([]int, lattice(p.Size().Rows, p.Size().Cols))
	for _, i := range p.places() {
		dots[i] = 1
	}
	return pzl.Join("tentaisho", p.Size().Cols, p.Size().Rows, cellgrid.EncodeDots(dots))
}

// Written implements puzzles.FormWriter: the puzz.link URL and the game ID.
func (p *Puzzle) Written() []puzzles.Written {
	return []puzzles.Written{{Form: puzzles.URLForm, Text: p.url()}, {Form: puzzles.GameIDForm, Text: p.gameID()}}
}
