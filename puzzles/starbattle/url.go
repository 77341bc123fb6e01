package starbattle

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// urlBody returns what follows "starbattle/" in a puzz.link (or pzv.jp)
// URL such as https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou.
func urlBody(t string) (string, bool) {
	if strings.ContainsAny(t, " \t\n") {
		return "", false
	}
	if _, after, ok := strings.Cut(t, "?starbattle/"); ok {
		return after, true
	}
	return "", false
}

// isURL and parseURL tell and read a puzz.link starbattle URL.
var isURL, parseURL = puzzles.Unwrapped(urlBody, ParseURL)

// ParseURL reads the part of a puzz.link starbattle URL after
// "starbattle/": "W/H/K/BORDERS". BORDERS are bits in base 32 (0-9, a-v,
// five bits a character, first bit highest): first the (W-1)*H sides
// between horizontal neighbours, row by row, then the W*(H-1) sides
// between vertical neighbours, row by row; a set bit is a region border.
// Regions are the areas the borders enclose, labelled A, B, ... in reading
// order of their first cells.
func ParseURL(body string) (*Puzzle, error) {
	parts := strings.Split(body, "/")
	if len(parts) != 4 {
		return nil, puzzles.Errorf(0, 0, "starbattle URL %q: expected starbattle/W/H/K/BORDERS", body)
	}
	var nums [3]int
	for i, name := range []string{"width", "height", "star count"} {
		n, err := strconv.Atoi(parts[i])
		if err != nil || n < 1 || n > puzzles.MaxSide {
			return nil, puzzles.Errorf(0, 0, "starbattle URL: %s %q is not a number from 1 to %d", name, parts[i], puzzles.MaxSide)
		}
		nums[i] = n
	}
	w, h, k := nums[0], nums[1], nums[2]
	if w != h {
		return nil, puzzles.Errorf(0, 0, "starbattle URL: the board is %dx%d; a Star Battle board is square", w, h)
	}
	right, down, err := borderBits(parts[3], w)
	if err != nil {
		return nil, err
	}
	p := &Puzzle{K: k, Regions: fill(w, right, down)}
	return p, nil
}

// borderBits decodes the border string of an n x n board into the sides
// right of each cell (n rows of n-1) and below each cell (n-1 rows of n).
func borderBits(s string, n int) (right, down []bool, err error) {
	nr, nd := (n-1)*n, n*(n-1)
	want := (nr+4)/5 + (nd+4)/5
	if len(s) != want {
		return nil, nil, puzzles.Errorf(0, 0, "starbattle URL: border data has %d characters; a %dx%d board needs %d", len(s), n, n, want)
	}
	bits := make([]bool, 0, len(s)*5)
	for i := range len(s) {
		v, err := strconv.ParseUint(s[i:i+1], 32, 8)
		if err != nil || s[i] >= 'A' && s[i] <= 'Z' {
			return nil, nil, puzzles.Errorf(0, 0, "starbattle URL: %q in the border data is not a base-32 digit (0-9, a-v)", s[i:i+1])
		}
		for b := 4; b >= 0; b-- {
			bits = append(bits, v>>b&1 == 1)
		}
		if i == (nr+4)/5-1 { // the first part's last character: drop its padding
			bits = bits[:nr]
		}
	}
	if nr == 0 {
		return nil, nil, nil
	}
	return bits[:nr], bits[nr : nr+nd], nil
}

// fill labels the areas enclosed by the borders in reading order.
func fill(n int, right, down []bool) [][]int {
	reg := make([][]int, n)
	for r := range reg {
		reg[r] = make([]int, n)
		for c := range reg[r] {
			reg[r][c] = None
		}
	}
	next := 0
	for r := range n {
		for c := range n {
			if reg[r][c] != None {
				continue
			}
			stack := [][2]int{{r, c}}
			reg[r][c] = next
			for len(stack) > 0 {
				cur := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				for _, nb := range openNeighbours(n, cur, right, down) {
					if reg[nb[0]][nb[1]] == None {
						reg[nb[0]][nb[1]] = next
						stack = append(stack, nb)
					}
				}
			}
			next++
		}
	}
	return reg
}

// openNeighbours returns the neighbours of cell c not behind a border.
func openNeighbours(n int, c [2]int, right, down []bool) [][2]int {
	r, k := c[0], c[1]
	var out [][2]int
	if k+1 < n && !right[r*(n-1)+k] {
		out = append(out, [2]int{r, k + 1})
	}
	if k > 0 && !right[r*(n-1)+k-1] {
		out = append(out, [2]int{r, k - 1})
	}
	if r+1 < n && !down[r*n+k] {
		out = append(out, [2]int{r + 1, k})
	}
	if r > 0 && !down[(r-1)*n+k] {
		out = append(out, [2]int{r - 1, k})
	}
	return out
}

// URL returns the puzzle as a puzz.link starbattle URL, with a border
// between neighbours of different regions (cells of no region form one
// more area).
func (p *Puzzle) URL() string {
	n := p.N()
	var bits []bool
	for r := range n {
		for c := 0; c+1 < n; c++ {
			bits = append(bits, p.Regions[r][c] != p.Regions[r][c+1])
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "https://puzz.link/p?starbattle/%d/%d/%d/", n, n, p.K)
	b.WriteString(base32(bits))
	bits = bits[:0]
	for r := 0; r+1 < n; r++ {
		for c := range n {
			bits = append(bits, p.Regions[r][c] != p.Regions[r+1][c])
		}
	}
	b.WriteString(base32(bits))
	return b.String()
}

// base32 writes bits five to a character, first bit highest, padding the
// last character with zeros.
func base32(bits []bool) string {
	var b strings.Builder
	for i := 0; i < len(bits); i += 5 {
		v := 0
		for j := range 5 {
			v <<= 1
			if i+j < len(bits) && bits[i+j] {
				v |= 1
			}
		}
		b.WriteString(strconv.FormatInt(int64(v), 32))
	}
	return b.String()
}
