package cellgrid

import (
	"fmt"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// RoomNumbers is a board of rooms where a room of N cells holds the
// numbers 1 to N, each once, some given (Ripple Effect's and Suguru's):
// that rule (Numbers, Check) and the puzz.link form (RoomNumbersForm,
// Written): "KEY/COLS/ROWS/BORDERS
// NUMBERS [EMPTY]", the rooms' borders (ReadBorders), a number for each
// cell in reading order (pzprjs's Number16 codec with its wide numbers),
// then pzprjs's bits of the cells that are in no room, which must all
// be 0. Numbers are 1 up; the spec's Blank is a cell without one.
type RoomNumbers struct {
	Keys []string // the genre's names in URLs; the first is written
	Room string   // what the errors call a room ("room", "region")
}

// RoomNumbersForm reads f's URLs into s's puzzles.
func RoomNumbersForm[P Instance](s *Spec[P], f RoomNumbers) formats.Form[P] {
	return pzl.Form(func(url string) (P, error) { return readRoomNumbers(s, f, url) }, f.Keys...)
}

// readRoomNumbers reads one URL of form f.
func readRoomNumbers[P Instance](s *Spec[P], f RoomNumbers, url string) (P, error) {
	var zero P
	u, err := pzl.Split(puzzles.Unescape(url), f.Keys...)
	if err != nil {
		return zero, err
	}
	p, err := s.New(u.Rows, u.Cols)
	if err != nil {
		return zero, puzzles.Errorf(0, 0, "URL: %v", err)
	}
	region, rest, err := ReadBorders(u.Body, p.grid().Size())
	if err != nil {
		return zero, err
	}
	end := numbersEnd(rest, u.Rows*u.Cols)
	cells, err := pzl.DecodeNumbers(rest[:end], u.Rows*u.Cols)
	if err != nil {
		return zero, err
	}
	values := pzl.Values{Empty: s.Blank, Refuse: func(v int) error {
		switch {
		case v == pzl.Unknown:
			return fmt.Errorf("a number shown as '?' is not supported")
		case v < 1:
			return fmt.Errorf("number %d: %s", v, s.Beyond)
		}
		return nil
	}}
	if err := pzl.Place(p.grid().Cells, cells, values.Cell); err != nil {
		return zero, err
	}
	if more := rest[end:]; strings.Trim(more, "0") != "" {
		return zero, puzzles.Errorf(0, 0, "URL body: %q after the numbers: cells outside every %s are not supported", pzl.Short(more), f.Room)
	}
	any(p).(partitioned).partition().Region = region
	return p, nil
}

// numbersEnd is how many characters of body the first n cells of the
// Number16 codec take: a run letter 'g'–'z' stands for 1 to 20 cells,
// '-' and two hex digits, '+', '=', '%' or '@' and three, anything else
// is one character a cell (the decoder refuses what it does not know).
func numbersEnd(body string, n int) int {
	i := 0
	for cells := 0; i < len(body) && cells < n; i++ {
		if ch := body[i]; ch >= 'g' && ch <= 'z' {
			cells += int(ch - 'f')
		} else {
			cells, i = cells+1, i+map[byte]int{'-': 2, '+': 3, '=': 3, '%': 3, '@': 3}[ch]
		}
	}
	return min(i, len(body))
}

// Written writes g in form f, when its rooms are whole and named in
// reading order (as the URL reads them).
func (f RoomNumbers) Written(g Regioned) []puzzles.Written {
	borders := WriteBorders(g.Region)
	if back, _, _ := ReadBorders(borders, g.Size()); !slices.EqualFunc(back, g.Region, slices.Equal) {
		return nil
	}
	cells := pzl.Flat(g.Cells)
	for i, v := range cells {
		if v == g.c.blank {
			cells[i] = pzl.Empty
		}
	}
	return []puzzles.Written{{Form: puzzles.URLForm, Text: pzl.Join(f.Keys[0], g.Size().Cols, g.Size().Rows, borders+pzl.EncodeNumbers(cells))}}
}

// Numbers states f's rule on g and returns the cells' numbers: a number
// per cell, 1 to the size of its room, the givens fixed (a given larger
// than its room contradicts the model), and a room's numbers all
// different. Cells in no room (a generator's board while it grows the
// rooms) have none.
func (f RoomNumbers) Numbers(m *sat.Model, g Regioned) *NumberVars {
	rooms := g.RegionCells()
	d := &NumberVars{Size: g.Size(), Ints: make([][]*sat.Int, g.Size().Rows)}
	for r := range d.Ints {
		d.Ints[r] = make([]*sat.Int, g.Size().Cols)
	}
	for _, pos := range g.Size().Cells() {
		n := len(rooms[g.Of(pos)])
		if n == 0 {
			continue
		}
		x := m.NewInt(fmt.Sprintf("n.r%dc%d", pos.R, pos.C), 1, n)
		if v := g.At(pos); v > n {
			m.Contradict(fmt.Sprintf("the %d at %s is larger than its %s's %d cells", v, puzzles.CellName(pos), f.Room, n))
		} else if v != g.c.blank {
			m.Unit(x.Eq(v))
		}
		d.Ints[pos.R][pos.C] = x
	}
	for _, id := range g.IDs() {
		m.AllDifferent(d.Of(rooms[id])...)
	}
	return d
}

// Check checks f's rule in an answer, independently of Numbers: a
// number in every cell, the givens kept, each room of N cells holding 1
// to N once each. It returns the answer's numbers.
func (f RoomNumbers) Check(g Regioned, ans puzzles.Answer) ([][]int, error) {
	size := g.Size()
	numbers, err := g.CheckNumbers(ans, 1, size.Rows*size.Cols, false)
	if err != nil {
		return nil, err
	}
	rooms := g.RegionCells()
	for _, id := range g.IDs() {
		cells, at := rooms[id], map[int]grid.Pos{}
		for _, pos := range cells {
			v := numbers[pos.R][pos.C]
			if v > len(cells) {
				return nil, fmt.Errorf("%s holds %d, but its %s %s has %d cells", pos, v, f.Room, RegionName(id), len(cells))
			}
			if q, twice := at[v]; twice {
				return nil, fmt.Errorf("%s %s holds %d twice, at %s and %s", f.Room, RegionName(id), v, q, pos)
			}
			at[v] = pos
		}
	}
	return numbers, nil
}

// Fill gives every cell of g the number of the first answer of m, whose
// numbers are d (as Numbers returns them and the type's rules added); a
// model with no answer leaves g as it is.
func (f RoomNumbers) Fill(g Regioned, m *sat.Model, d *NumberVars) {
	if sol := m.Solver(); m.Trivial() == "" && sol.Solve() {
		for _, pos := range g.Size().Cells() {
			g.Cells[pos.R][pos.C] = d.At(pos).Value(sol)
		}
	}
}

// NumberRooms clears g's cells and writes in the first cell of each
// region its number of shaded cells in sh, where the region has any or
// zeros is true: a generator's numbers for a shading it planted.
func (g Regioned) NumberRooms(sh [][]bool, zeros bool) {
	cells := g.RegionCells()
	for _, pos := range g.Size().Cells() {
		g.Cells[pos.R][pos.C] = g.c.blank
	}
	for _, id := range g.IDs() {
		first, n := cells[id][0], 0
		for _, pos := range cells[id] {
			if sh[pos.R][pos.C] {
				n++
			}
		}
		if n > 0 || zeros {
			g.Cells[first.R][first.C] = n
		}
	}
}
