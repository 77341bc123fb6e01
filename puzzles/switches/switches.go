package switches

import (
	"fmt"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Limits beyond puzzles.MaxSide and puzzles.MaxInput.
const (
	MaxBulbs   = puzzles.MaxSide * puzzles.MaxSide // bulbs (and switches) in one puzzle
	MaxNameLen = 16                                // bytes in a bulb's name
)

// Puzzle is a set of bulbs, each with a switch. Pressing switch i toggles
// the bulbs Toggles[i] (usually bulb i itself and the bulbs joined to it).
// The puzzle asks which switches to press, each at most once (pressing
// twice undoes it, and order does not matter), so that every bulb goes from
// its Lit state to its Target state. Bulbs marked Free may end either way.
type Puzzle struct {
	Names   []string // distinct, in input order; answers list names in this order
	Lit     []bool   // lit at the start
	Target  []bool   // lit at the end
	Free    []bool   // the end state does not matter
	Toggles [][]int  // Toggles[i]: the bulbs switch i toggles, ascending
	// Cols is the width of the grid the bulbs sit on, row by row, when the
	// puzzle came from a grid format (0: a graph without coordinates).
	Cols int
	// Route chooses how Encode states the parity equations; it is not part
	// of the text form.
	Route Route
}

// Route is a way to solve the parity equations.
type Route int

// The routes.
const (
	// Elimination solves the equations by Gaussian elimination over GF(2)
	// (sat.XorSystem), counts the solutions exactly (2^free variables),
	// finds the fewest presses by an exhaustive search of the solution
	// space, and gives the SAT model the equations in solved form.
	Elimination Route = iota
	// CNF gives gophersat the equations as XOR clauses (sat.Model.Xor) and
	// finds the fewest presses with its Minimize. It is kept for comparison
	// and cross-checks: it is far slower on large boards.
	CNF
)

// NewLightsOut returns a rows x cols Lights Out board: every switch toggles
// its bulb and the four orthogonal neighbours; all bulbs off; goal all off.
func NewLightsOut(rows, cols int) (*Puzzle, error) {
	if err := puzzles.CheckSize(rows, cols); err != nil {
		return nil, err
	}
	p := newPuzzle(GridNames(rows, cols))
	p.Cols = cols
	for i := range p.Toggles {
		p.Toggles[i] = p.crossOf(i)
	}
	return p, nil
}

// N returns the number of bulbs.
func (p *Puzzle) N() int { return len(p.Names) }

// Rows returns the number of grid rows (0 without a grid).
func (p *Puzzle) Rows() int {
	if p.Cols == 0 {
		return 0
	}
	return p.N() / p.Cols
}

// Index returns the index of the bulb with the given name, or -1.
func (p *Puzzle) Index(name string) int { return slices.Index(p.Names, name) }

// Toggles reports whether switch i toggles bulb j.
func (p *Puzzle) toggles(i, j int) bool {
	_, found := slices.BinarySearch(p.Toggles[i], j)
	return found
}

// newPuzzle returns n bulbs, all off, goal all off, no connections and no
// self toggles.
func newPuzzle(names []string) *Puzzle {
	n := len(names)
	return &Puzzle{Names: names, Lit: make([]bool, n), Target: make([]bool, n), Free: make([]bool, n), Toggles: make([][]int, n)}
}

// GridNames returns the names grid formats give their cells, row by row:
// a, b, c, ... when there are at most 26 cells (the seed's convention),
// otherwise r1c1, r1c2, ... (row and column from 1).
func GridNames(rows, cols int) []string {
	out := make([]string, 0, rows*cols)
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			if rows*cols <= 26 {
				out = append(out, string(rune('a'+r*cols+c)))
			} else {
				out = append(out, fmt.Sprintf("r%dc%d", r+1, c+1))
			}
		}
	}
	return out
}

// crossOf returns bulb i and its orthogonal neighbours on the grid, ascending.
func (p *Puzzle) crossOf(i int) []int {
	r, c := i/p.Cols, i%p.Cols
	var out []int
	if r > 0 {
		out = append(out, i-p.Cols)
	}
	if c > 0 {
		out = append(out, i-1)
	}
	out = append(out, i)
	if c+1 < p.Cols {
		out = append(out, i+1)
	}
	if r+1 < p.Rows() {
		out = append(out, i+p.Cols)
	}
	return out
}

// clone returns a deep copy of p.
func (p *Puzzle) clone() *Puzzle {
	q := *p
	q.Names = slices.Clone(p.Names)
	q.Lit = slices.Clone(p.Lit)
	q.Target = slices.Clone(p.Target)
	q.Free = slices.Clone(p.Free)
	q.Toggles = make([][]int, len(p.Toggles))
	for i, t := range p.Toggles {
		q.Toggles[i] = slices.Clone(t)
	}
	return &q
}

// setToggle makes switch i toggle bulb j (on) or not.
func (p *Puzzle) setToggle(i, j int, on bool) {
	k, found := slices.BinarySearch(p.Toggles[i], j)
	switch {
	case on && !found:
		p.Toggles[i] = slices.Insert(p.Toggles[i], k, j)
	case !on && found:
		p.Toggles[i] = slices.Delete(p.Toggles[i], k, k+1)
	}
}

// Equal reports whether two puzzles are the same.
func (p *Puzzle) Equal(q *Puzzle) bool { return p.String() == q.String() }

// validate checks the invariants Parse guarantees, for puzzles built in code.
func (p *Puzzle) validate() error {
	n := p.N()
	if n == 0 || n > MaxBulbs {
		return fmt.Errorf("%d bulbs; a puzzle has 1 to %d", n, MaxBulbs)
	}
	if len(p.Lit) != n || len(p.Target) != n || len(p.Free) != n || len(p.Toggles) != n {
		return fmt.Errorf("the puzzle's lists have different lengths")
	}
	if p.Cols < 0 || p.Cols > 0 && n%p.Cols != 0 {
		return fmt.Errorf("%d bulbs do not fill rows of %d", n, p.Cols)
	}
	seen := map[string]bool{}
	for i, name := range p.Names {
		if err := checkName(name); err != nil {
			return err
		}
		if seen[name] {
			return fmt.Errorf("bulb name %q is used twice", name)
		}
		seen[name] = true
		if !slices.IsSorted(p.Toggles[i]) || len(slices.Compact(slices.Clone(p.Toggles[i]))) != len(p.Toggles[i]) {
			return fmt.Errorf("switch %s: toggles are not ascending and distinct", name)
		}
		for _, j := range p.Toggles[i] {
			if j < 0 || j >= n {
				return fmt.Errorf("switch %s toggles bulb %d of %d", name, j, n)
			}
		}
	}
	return nil
}

// Press returns the lights after pressing switch sw in state (one value per
// bulb, true for lit). state is not changed. It is the "play" move of the
// web app.
func (p *Puzzle) Press(state []bool, sw int) []bool {
	out := slices.Clone(state)
	if sw < 0 || sw >= len(p.Toggles) {
		return out
	}
	for _, j := range p.Toggles[sw] {
		if j < len(out) {
			out[j] = !out[j]
		}
	}
	return out
}

// Done reports whether every bulb that counts is in its target state.
func (p *Puzzle) Done() bool {
	for j := range p.Lit {
		if !p.Free[j] && p.Lit[j] != p.Target[j] {
			return false
		}
	}
	return true
}

// goal names the target: "on" (all on), "off" (all off) or "pattern",
// looking only at the bulbs that count.
func (p *Puzzle) goal() string {
	on, off := true, true
	for j, t := range p.Target {
		if !p.Free[j] {
			on, off = on && t, off && !t
		}
	}
	switch {
	case on && !off:
		return "on"
	case off:
		return "off"
	}
	return "pattern"
}

// detect is Type.Detect: a "#switches" header, a Tatham Flip
// game ID (or its web page URL), the seed's picture with at least one
// connection, or the seed's text format with its names line (at least three
// names on the first line, every later name among them, and at least one
// connection). Lights Out grids of '.' and '*' need the header: other
// puzzles use such grids too.
func detect(text string) bool {
	var lines []string
	for _, l := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		if l = strings.TrimRight(l, " \t\r"); l != "" {
			lines = append(lines, l)
		}
	}
	switch {
	case len(lines) == 0:
		return false
	case strings.HasPrefix(strings.ToLower(strings.TrimSpace(lines[0])), "#switches"):
		return true
	case len(lines) == 1 && claimsFlipID(lines[0]):
		return true
	}
	return isPictureText(lines) || isSeedText(lines)
}

func isPictureText(lines []string) bool {
	all := strings.Join(lines, "\n")
	return strings.Trim(all, "o*-| \n") == "" && strings.ContainsAny(all, "o*") && (strings.Contains(all, "-") || strings.Contains(all, "|"))
}

func isSeedText(lines []string) bool {
	if len(lines) < 3 {
		return false
	}
	names := strings.Fields(lines[0])
	known := map[string]bool{}
	for _, n := range names {
		if checkName(n) != nil || known[n] {
			return false
		}
		known[n] = true
	}
	if len(names) < 3 {
		return false
	}
	for _, n := range strings.Fields(lines[1]) {
		if !known[n] {
			return false
		}
	}
	for i, l := range lines[2:] {
		c, ok := parseConnection(line{l, i + 3})
		if !ok || !known[c.a] || !known[c.b] {
			return false
		}
	}
	return true
}

// SizeFields implements puzzles.Sized: the grid the bulbs sit on (1x1
// for a graph without one).
func (p *Puzzle) SizeFields() []puzzles.SizeField { return puzzles.RowsCols(p.Rows(), p.Cols) }

// Typeable implements puzzles.Typeable: bulbs without a grid whose names
// and toggles are those of a grid are put on the first such grid, which
// the editor can enter; other puzzles are returned as they are.
func (p *Puzzle) Typeable() puzzles.Instance {
	if p.Cols != 0 {
		return p
	}
	for cols := 1; cols <= p.N(); cols++ {
		q := *p
		q.Cols = cols
		if p.N()%cols == 0 && slices.Equal(p.Names, GridNames(p.N()/cols, cols)) && !strings.Contains(q.String(), "bulbs:") {
			return &q
		}
	}
	return p
}
