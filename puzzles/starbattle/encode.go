package starbattle

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// MaxStars returns the largest star count that fits an n x n board: two
// neighbouring rows hold 2K stars, and a 2 x n strip splits into (n+1)/2
// blocks of at most two columns, each holding at most one star.
func MaxStars(n int) int {
	if n == 1 {
		return 1
	}
	return (n + 1) / 2 / 2
}

// Validate reports why the board is not a Star Battle puzzle: a cell of no
// region, the wrong number of regions, a region in several parts, or a
// star count that cannot fit the board.
func (p *Puzzle) Validate() error {
	n := p.N()
	if k := MaxStars(n); p.K > k {
		return fmt.Errorf("%s per row do not fit a %dx%d board: at most %d, since two neighbouring rows hold at most %d stars that do not touch", stars(p.K), n, n, k, (n+1)/2)
	}
	for r, row := range p.Regions {
		for c, l := range row {
			if l == None {
				return fmt.Errorf("the cell at %s belongs to no region", rc([2]int{r, c}))
			}
		}
	}
	cells := p.regionCells()
	if len(cells) != n {
		return fmt.Errorf("the board has %d regions; a %dx%d board needs %d, one per row", len(cells), n, n, n)
	}
	for _, l := range p.Labels() {
		if a, b, ok := p.split(cells[l]); ok {
			return fmt.Errorf("region %s is not connected: %s and %s are in separate parts", Label(l), rc(a), rc(b))
		}
	}
	return nil
}

// split returns two cells of a region that are not joined inside it.
func (p *Puzzle) split(cells [][2]int) (a, b [2]int, ok bool) {
	l := p.Regions[cells[0][0]][cells[0][1]]
	seen := map[[2]int]bool{cells[0]: true}
	stack := [][2]int{cells[0]}
	for len(stack) > 0 {
		cur := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			nb := [2]int{cur[0] + d[0], cur[1] + d[1]}
			if p.in(nb) && p.Regions[nb[0]][nb[1]] == l && !seen[nb] {
				seen[nb] = true
				stack = append(stack, nb)
			}
		}
	}
	for _, c := range cells {
		if !seen[c] {
			return cells[0], c, true
		}
	}
	return a, b, false
}

func (p *Puzzle) in(c [2]int) bool { return c[0] >= 0 && c[1] >= 0 && c[0] < p.N() && c[1] < p.N() }

// encoding maps cells to their star variables.
type encoding struct {
	p    *Puzzle
	vars []sat.Lit // row-major: the star at each cell
}

// Encode implements puzzles.Instance: a variable per cell (a star), exactly
// K true in every row, column and region (any number in a free region),
// and at most one in every 2x2 block, which keeps stars from touching even
// diagonally. An invalid board (see Validate) is an error.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	n := p.N()
	e := &encoding{p: p, vars: make([]sat.Lit, n*n)}
	for r := range n {
		for c := range n {
			e.vars[r*n+c] = m.NewVar("star " + strconv.Itoa(r) + "," + strconv.Itoa(c))
		}
	}
	for i := range n {
		row, col := make([]sat.Lit, n), make([]sat.Lit, n)
		for j := range n {
			row[j], col[j] = e.vars[i*n+j], e.vars[j*n+i]
		}
		m.Exactly(p.K, row...)
		m.Exactly(p.K, col...)
	}
	free := map[int]bool{}
	for _, l := range p.Free {
		free[l] = true
	}
	cells := p.regionCells()
	for _, l := range p.Labels() {
		if !free[l] {
			m.Exactly(p.K, e.at(cells[l])...)
		}
	}
	for r := 0; r+1 < n; r++ {
		for c := 0; c+1 < n; c++ {
			m.AtMostOne(e.at([][2]int{{r, c}, {r, c + 1}, {r + 1, c}, {r + 1, c + 1}})...)
		}
	}
	return e, nil
}

func (e *encoding) at(cells [][2]int) []sat.Lit {
	out := make([]sat.Lit, len(cells))
	for i, c := range cells {
		out[i] = e.vars[c[0]*e.p.N()+c[1]]
	}
	return out
}

// Vars implements puzzles.Decoder: the star variables.
func (e *encoding) Vars() []sat.Lit { return e.vars }

// Decode implements puzzles.Decoder.
func (e *encoding) Decode(s *sat.Solver) puzzles.Answer {
	return e.DecodePartial(puzzles.Known(s))
}

// DecodePartial implements puzzles.Decoder: the stars known, and
// the cells known to hold none; the rest are unknown.
func (e *encoding) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	return newAnswer(puzzles.DecodePicture(e.vars, e.p.N(), known, '*', '.').Grid)
}
