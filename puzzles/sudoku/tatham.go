package sudoku

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
)

// ParseGameID reads a Simon Tatham Solo game ID, "PARAMS:DESC".
//
// PARAMS: "CxR" (boxes C rows tall and R columns wide, a side of C*R) or
// "N" (N x N boxes); "Nj" (or "CxRj") for a jigsaw of side N; then any of
// "x" (diagonals), "k" (killer), a symmetry ("r2", "r4", "m2", "m4",
// "md2", "md4", "m8", "a") and a difficulty ("dt", "db", "di", "da",
// "de", "du"), which do not change the puzzle.
//
// DESC: the givens, then for a jigsaw ",REGIONS", then for a killer
// ",CAGES,SUMS". Givens and sums are run-length coded: a..z are 1..26
// empty cells, a decimal number is a value, '_' separates two values.
// REGIONS and CAGES code the lines between cells: first the N(N-1)
// vertical lines in reading order, then the N(N-1) horizontal lines
// column by column; each letter a..y counts 1..25 non-lines before a
// line, '_' a line right away, and z 25 non-lines with no line. A cage's
// sum stands in one of its cells.
func ParseGameID(id string) (*Puzzle, error) {
	params, desc, ok := strings.Cut(strings.TrimSpace(id), ":")
	if !ok {
		return nil, fmt.Errorf("a Solo game ID is PARAMS:DESC, such as 3x3:a5b7")
	}
	p, killer, err := parseParams(params)
	if err != nil {
		return nil, err
	}
	parts := strings.Split(desc, ",")
	want := 1
	if p.Jigsaw() {
		want++
	}
	if killer {
		want += 2
	}
	if len(parts) != want {
		return nil, fmt.Errorf("game ID description has %d comma-separated parts, want %d for %s", len(parts), want, params)
	}
	area := p.N * p.N
	givens, err := runGrid(parts[0], area, p.N, "givens")
	if err != nil {
		return nil, err
	}
	for i, v := range givens {
		p.Grid[i/p.N][i%p.N] = v
	}
	if p.Jigsaw() {
		parts = parts[1:]
		dsf, err := linesToSets(parts[0], p.N, "jigsaw regions")
		if err != nil {
			return nil, err
		}
		if p.Regions, err = regionsFromSets(dsf, p.N); err != nil {
			return nil, err
		}
	}
	if killer {
		if p.Cages, err = parseTathamCages(parts[1], parts[2], p.N); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// parseParams reads a Solo parameter string.
func parseParams(s string) (p *Puzzle, killer bool, err error) {
	c, i := number(s, 0)
	r, jig, x, seenR := c, false, false, false
	if i < len(s) && s[i] == 'x' && i+1 < len(s) && isDigit(s[i+1]) {
		r, i = number(s, i+1)
		seenR = true
	}
	for i < len(s) {
		switch ch := s[i]; {
		case ch == 'j':
			jig = true
			i++
		case ch == 'x':
			x = true
			i++
		case ch == 'k':
			killer = true
			i++
		case ch == 'a':
			i++
		case ch == 'r' || ch == 'm':
			j := i + 1
			if ch == 'm' && j < len(s) && s[j] == 'd' {
				j++
			}
			n, k := number(s, j)
			if k == j || (n != 2 && n != 4 && !(n == 8 && s[i:j] == "m")) {
				return nil, false, fmt.Errorf("unknown Solo symmetry %q in %q", s[i:k], s)
			}
			i = k
		case ch == 'd' && i+1 < len(s) && strings.IndexByte("tbiaeu", s[i+1]) >= 0:
			i += 2
		default:
			return nil, false, fmt.Errorf("unknown Solo parameter %q in %q", s[i:], s)
		}
	}
	n := c * r
	if jig && !seenR {
		n = c
	}
	if c < 1 || r < 1 || n > MaxN {
		return nil, false, fmt.Errorf("game ID parameters %q give a side of %d, outside 1 to %d", s, n, MaxN)
	}
	if jig {
		p = newBoxed(n, 1, n)
		p.BoxRows, p.BoxCols = 0, 0
	} else {
		p = newBoxed(n, c, r)
	}
	p.X = x
	return p, killer, nil
}

// number reads the decimal number at s[i:] (0 if none) and returns it
// with the index after it.
func number(s string, i int) (int, int) {
	v := 0
	for i < len(s) && isDigit(s[i]) {
		if v < 1<<20 {
			v = v*10 + int(s[i]-'0')
		}
		i++
	}
	return v, i
}

func isDigit(b byte) bool { return '0' <= b && b <= '9' }

// runGrid decodes a run-length coded grid of area cells with values up to max.
func runGrid(s string, area, max int, what string) ([]int, error) {
	out := make([]int, 0, area)
	for i := 0; i < len(s); {
		switch ch := s[i]; {
		case 'a' <= ch && ch <= 'z':
			for k := 0; k < int(ch-'a')+1; k++ {
				out = append(out, 0)
			}
			i++
		case ch == '_':
			i++
		case '1' <= ch && ch <= '9':
			v, j := number(s, i)
			if v > max {
				return nil, fmt.Errorf("game ID %s: %d at character %d is above %d", what, v, i+1, max)
			}
			out = append(out, v)
			i = j
		default:
			return nil, fmt.Errorf("game ID %s: unexpected %q at character %d", what, ch, i+1)
		}
		if len(out) > area {
			return nil, fmt.Errorf("game ID %s: more than the %d cells of the grid", what, area)
		}
	}
	if len(out) != area {
		return nil, fmt.Errorf("game ID %s: %d cells, want %d", what, len(out), area)
	}
	return out, nil
}

// linesToSets decodes a block structure (the lines between cells) into a
// union-find over the n*n cells: cells not separated by a line join.
func linesToSets(s string, n int, what string) (*sets, error) {
	total := 2 * n * (n - 1)
	u := newSets(n * n)
	pos := 0
	for i := 0; i < len(s); i++ {
		var run int
		switch ch := s[i]; {
		case ch == '_':
		case 'a' <= ch && ch <= 'z':
			run = int(ch-'a') + 1
		default:
			return nil, fmt.Errorf("game ID %s: unexpected %q at character %d", what, ch, i+1)
		}
		for ; run > 0; run-- {
			if pos >= total {
				return nil, fmt.Errorf("game ID %s: more lines than the grid has", what)
			}
			a, b := sidePair(pos, n)
			u.join(a, b)
			pos++
		}
		if s[i] != 'z' {
			pos++
		}
	}
	if pos != total+1 {
		return nil, fmt.Errorf("game ID %s: %d lines described, want %d", what, pos, total+1)
	}
	return u, nil
}

// sidePair returns the two cells on either side of line pos: first the
// vertical lines in reading order, then the horizontal ones column by column.
func sidePair(pos, n int) (int, int) {
	if pos < n*(n-1) {
		y, x := pos/(n-1), pos%(n-1)
		return y*n + x, y*n + x + 1
	}
	x, y := pos/(n-1)-n, pos%(n-1)
	return y*n + x, (y+1)*n + x
}

// regionsFromSets numbers the sets in reading order of their first cells;
// more than n sets is an error (validate checks their sizes).
func regionsFromSets(u *sets, n int) ([][]int, error) {
	g := square(n)
	ids := map[int]int{}
	for i := 0; i < n*n; i++ {
		root := u.find(i)
		id, ok := ids[root]
		if !ok {
			if len(ids) == n {
				return nil, fmt.Errorf("game ID jigsaw regions: more than %d regions", n)
			}
			id = len(ids)
			ids[root] = id
		}
		g[i/n][i%n] = id
	}
	return g, nil
}

// parseTathamCages reads the cage structure and the sums (each sum in one
// cell of its cage).
func parseTathamCages(structure, sums string, n int) ([]Cage, error) {
	u, err := linesToSets(structure, n, "killer cages")
	if err != nil {
		return nil, err
	}
	vals, err := runGrid(sums, n*n, n*n*(n+1)/2, "killer sums")
	if err != nil {
		return nil, err
	}
	index := map[int]int{}
	var cages []Cage
	for i := 0; i < n*n; i++ {
		root := u.find(i)
		k, ok := index[root]
		if !ok {
			k = len(cages)
			index[root] = k
			cages = append(cages, Cage{})
		}
		cages[k].Cells = append(cages[k].Cells, [2]int{i / n, i % n})
		if v := vals[i]; v != 0 {
			if cages[k].Sum != 0 {
				return nil, fmt.Errorf("game ID killer sums: %s has two sums, %d and %d", cages[k].name(), cages[k].Sum, v)
			}
			cages[k].Sum = v
		}
	}
	return cages, nil
}

// sets is a union-find over 0..n-1.
type sets struct{ parent []int }

func newSets(n int) *sets {
	u := &sets{parent: make([]int, n)}
	for i := range u.parent {
		u.parent[i] = i
	}
	return u
}

func (u *sets) find(i int) int {
	for u.parent[i] != i {
		u.parent[i] = u.parent[u.parent[i]]
		i = u.parent[i]
	}
	return i
}

func (u *sets) join(a, b int) { u.parent[u.find(a)] = u.find(b) }

// GameID returns the puzzle as a Solo game ID, or "" when Solo cannot
// show it (cages without sums, or cages that do not cover the board).
func (p *Puzzle) GameID() string {
	var b strings.Builder
	b.WriteString(p.shape(fmt.Sprintf("%dj", p.N), "%dx%d", "x", "k") + ":")
	b.WriteString(encodeRuns(pzl.Flat(p.Grid)))
	if p.Jigsaw() {
		b.WriteString("," + encodeLines(p.Regions))
	}
	if p.Killer() {
		owner, sums := square(p.N), square(p.N)
		covered := 0
		for i, k := range p.Cages {
			if k.Sum == 0 {
				return ""
			}
			for _, c := range k.Cells {
				owner[c[0]][c[1]] = i
				covered++
			}
			sums[k.Cells[0][0]][k.Cells[0][1]] = k.Sum
		}
		if covered != p.N*p.N {
			return ""
		}
		b.WriteString("," + encodeLines(owner) + "," + encodeRuns(pzl.Flat(sums)))
	}
	return b.String()
}

// encodeRuns run-length codes values (0 for empty).
func encodeRuns(vals []int) string {
	var b strings.Builder
	run := 0
	flush := func() {
		for run > 0 {
			k := min(run, 26)
			b.WriteByte(byte('a' + k - 1))
			run -= k
		}
	}
	for i, v := range vals {
		if v == 0 {
			run++
			continue
		}
		if run > 0 {
			flush()
		} else if i > 0 {
			b.WriteByte('_')
		}
		fmt.Fprint(&b, v)
	}
	flush()
	return b.String()
}

// encodeLines codes the lines between cells of different groups.
func encodeLines(g [][]int) string {
	n := len(g)
	var b strings.Builder
	run := 0
	for pos := 0; pos <= 2*n*(n-1); pos++ {
		line := true
		if pos < 2*n*(n-1) {
			a, c := sidePair(pos, n)
			line = g[a/n][a%n] != g[c/n][c%n]
		}
		if !line {
			run++
			continue
		}
		for ; run > 25; run -= 25 {
			b.WriteByte('z')
		}
		if run > 0 {
			b.WriteByte(byte('a' + run - 1))
		} else {
			b.WriteByte('_')
		}
		run = 0
	}
	return b.String()
}
