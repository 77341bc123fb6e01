package switches

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// gridPuzzle returns rows x cols bulbs with the grid names, all off, each
// switch toggling only its own bulb, and the goal given ("on" or "off").
func gridPuzzle(rows, cols int, goal string) *Puzzle {
	p := newPuzzle(GridNames(rows, cols))
	p.Cols = cols
	for i := range p.Toggles {
		p.Toggles[i] = []int{i}
		p.Target[i] = goal == "on"
	}
	return p
}

func checkBoard(rows, cols, num int) error {
	if rows > puzzles.MaxSide || cols > puzzles.MaxSide {
		return puzzles.Errorf(num, 0, "board %dx%d is larger than the limit %dx%d", cols, rows, puzzles.MaxSide, puzzles.MaxSide)
	}
	return nil
}

// parseLightsOut reads rows of '.' (off) and '*' or '#' (on): every switch
// toggles its bulb and the four orthogonal neighbours; the goal is all off.
func parseLightsOut(lines []line, opt *options) (*Puzzle, error) {
	cols := len(lines[0].text)
	if err := checkBoard(len(lines), cols, lines[0].num); err != nil {
		return nil, err
	}
	p := gridPuzzle(len(lines), cols, orDefault(opt.goal, "off"))
	for i := range p.Toggles {
		p.Toggles[i] = p.crossOf(i)
	}
	for r, l := range lines {
		for c, ch := range l.text {
			if ch != '.' && ch != '*' && ch != '#' {
				return nil, puzzles.Errorf(l.num, c+1, "unexpected %q in a Lights Out row (use '.' for off, '*' or '#' for on)", ch)
			}
		}
		if len(l.text) != cols {
			return nil, puzzles.Errorf(l.num, 0, "row has %d cells, the first row has %d", len(l.text), cols)
		}
		for c, ch := range l.text {
			p.Lit[r*cols+c] = ch != '.'
		}
	}
	return p, nil
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// bulbRow is a parsed picture row: bulb columns, states, and whether each
// bulb is joined to the next.
type bulbRow struct {
	xs     []int
	lit    []bool
	joined []bool
	num    int
}

// parsePicture reads the seed's ASCII picture: 'o' off and '*' on bulbs,
// "--" joining bulbs on a row and '|' joining bulbs above each other on the
// line between. Bulbs are named row by row (see GridNames); the goal is
// all on.
func parsePicture(lines []line, opt *options) (*Puzzle, error) {
	var rows []bulbRow
	var bars []*line // bars[k]: the connector line above row k+1, or nil
	var pending *line
	for _, l := range lines {
		if bad := strings.IndexFunc(l.text, func(r rune) bool { return !strings.ContainsRune("o*-| ", r) }); bad >= 0 {
			r, _ := utf8.DecodeRuneInString(l.text[bad:])
			return nil, puzzles.Errorf(l.num, bad+1, "unexpected %q in a picture (bulbs are o and *, connections -- and |)", r)
		}
		if !strings.ContainsAny(l.text, "o*") {
			if strings.TrimSpace(l.text) == "" {
				continue
			}
			if pending != nil || len(rows) == 0 {
				return nil, puzzles.Errorf(l.num, 0, "a line of connections must lie between two rows of bulbs")
			}
			pending = &line{l.text, l.num}
			continue
		}
		row, err := parseBulbRow(l)
		if err != nil {
			return nil, err
		}
		if len(rows) > 0 {
			if len(row.xs) != len(rows[0].xs) {
				return nil, puzzles.Errorf(l.num, 0, "row has %d bulbs, the first row has %d (rows must be equally long)", len(row.xs), len(rows[0].xs))
			}
			bars = append(bars, pending)
			pending = nil
		}
		rows = append(rows, row)
	}
	if pending != nil {
		return nil, puzzles.Errorf(pending.num, 0, "a line of connections must lie between two rows of bulbs")
	}
	cols := len(rows[0].xs)
	if err := checkBoard(len(rows), cols, lines[0].num); err != nil {
		return nil, err
	}
	p := gridPuzzle(len(rows), cols, orDefault(opt.goal, "on"))
	for r, row := range rows {
		for c := range row.xs {
			i := r*cols + c
			p.Lit[i] = row.lit[c]
			if c+1 < cols && row.joined[c] {
				p.setToggle(i, i+1, true)
				p.setToggle(i+1, i, true)
			}
		}
		if r+1 < len(rows) && bars[r] != nil {
			if err := joinColumns(p, rows[r], rows[r+1], *bars[r], r); err != nil {
				return nil, err
			}
		}
	}
	return p, nil
}

// parseBulbRow reads "o -- * -- o": bulbs, and "--" (or "-") between
// joined neighbours.
func parseBulbRow(l line) (bulbRow, error) {
	row := bulbRow{num: l.num}
	prev := -1
	for i := 0; i < len(l.text); i++ {
		switch ch := l.text[i]; ch {
		case '|':
			return row, puzzles.Errorf(l.num, i+1, "'|' on a row of bulbs (vertical connections go on the line between rows)")
		case 'o', '*':
			if prev >= 0 {
				seg := strings.TrimSpace(l.text[prev+1 : i])
				if strings.Trim(seg, "-") != "" {
					return row, puzzles.Errorf(l.num, prev+2, "broken connection %q between two bulbs (use --)", seg)
				}
				row.joined = append(row.joined, seg != "")
			} else if strings.TrimSpace(l.text[:i]) != "" {
				return row, puzzles.Errorf(l.num, 1, "'-' before the first bulb of the row joins nothing")
			}
			row.xs = append(row.xs, i)
			row.lit = append(row.lit, ch == '*')
			prev = i
		}
	}
	if strings.TrimSpace(l.text[prev+1:]) != "" {
		return row, puzzles.Errorf(l.num, prev+2, "'-' after the last bulb of the row joins nothing")
	}
	return row, nil
}

// joinColumns reads the '|' marks between rows r and r+1. A mark joins the
// bulbs of one column when it is within two characters of both (so a
// picture whose first line lost or gained some indentation still reads).
func joinColumns(p *Puzzle, above, below bulbRow, bars line, r int) error {
	seen := map[int]bool{}
	for x, ch := range bars.text {
		if ch == ' ' {
			continue
		}
		if ch != '|' {
			return puzzles.Errorf(bars.num, x+1, "%q on a line without bulbs (only '|' joins rows)", ch)
		}
		a, da := nearest(above.xs, x)
		b, db := nearest(below.xs, x)
		if a != b || da > 2 || db > 2 {
			return puzzles.Errorf(bars.num, x+1, "'|' is not between two bulbs of one column")
		}
		if seen[a] {
			return puzzles.Errorf(bars.num, x+1, "a second '|' for the same column")
		}
		seen[a] = true
		i, j := r*p.Cols+a, (r+1)*p.Cols+a
		p.setToggle(i, j, true)
		p.setToggle(j, i, true)
	}
	return nil
}

// nearest returns the index of the x closest to x0 and the distance.
func nearest(xs []int, x0 int) (int, int) {
	best, dist := 0, abs(xs[0]-x0)
	for i, x := range xs {
		if d := abs(x - x0); d < dist {
			best, dist = i, d
		}
	}
	return best, dist
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// flipHead returns the length of the "W[xH][c|r]" that starts a Tatham
// Flip game ID in s: the width, an optional height, an optional c (crosses)
// or r (random) matrix type. It returns -1 when s does not start so.
func flipHead(s string) int {
	i := digitsEnd(s, 0)
	if i == 0 {
		return -1
	}
	if i < len(s) && s[i] == 'x' {
		j := digitsEnd(s, i+1)
		if j == i+1 {
			return -1
		}
		i = j
	}
	if i < len(s) && (s[i] == 'c' || s[i] == 'r') {
		i++
	}
	return i
}

// flipParts is a Flip game ID "WxH[c|r]:MATRIX,GRID" split into its parts.
type flipParts struct {
	cols, rows     string // the digits of the width and height; rows is "" when the ID gives only W
	matrix, lights string // the hexadecimal matrix and grid; lights has no newline
}

// splitFlipID splits a Flip game ID; ok is false when id has another form.
func splitFlipID(id string) (f flipParts, ok bool) {
	i := flipHead(id)
	if i < 0 || i == len(id) || id[i] != ':' {
		return f, false
	}
	f.cols = id[:digitsEnd(id, 0)]
	if x := len(f.cols); x < len(id) && id[x] == 'x' {
		f.rows = id[x+1 : digitsEnd(id, x+1)]
	}
	f.matrix, f.lights, ok = strings.Cut(id[i+1:], ",")
	if !ok || strings.IndexByte(f.lights, '\n') >= 0 {
		return f, false
	}
	return f, true
}

// digitsEnd returns the index of the first byte at or after i in s that is
// not an ASCII digit.
func digitsEnd(s string, i int) int {
	for i < len(s) && '0' <= s[i] && s[i] <= '9' {
		i++
	}
	return i
}

// flipFragment takes the game ID out of a Flip web page URL (…flip.html#ID).
func flipFragment(s string) string {
	s = strings.TrimSpace(s)
	if strings.Contains(s, "://") {
		if _, frag, ok := strings.Cut(s, "#"); ok {
			return unescape(frag)
		}
	}
	return s
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
		if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
			return s
		}
		b = append(b, hexValue(s[i+1])<<4|hexValue(s[i+2]))
		i += 2
	}
	return string(b)
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// hexValue returns the value of a hex digit.
func hexValue(c byte) byte {
	switch {
	case c >= 'a':
		return c - 'a' + 10
	case c >= 'A':
		return c - 'A' + 10
	}
	return c - '0'
}

// looksLikeFlipID reports whether s reads as a Flip game ID (WxH[c|r] and
// a colon), a Flip random seed, or a Flip page URL ending in either. Parse
// reads such lines as Flip IDs.
func looksLikeFlipID(s string) bool {
	s = flipFragment(s)
	i := flipHead(s)
	return i >= 0 && i < len(s) && (s[i] == ':' || s[i] == '#')
}

// claimsFlipID reports whether s has the whole shape of a Flip game ID
// (MATRIX,GRID after the colon) or is a Flip random seed. Detect asks this
// rather than looksLikeFlipID: other Tatham games (Net, Dominosa, Signpost,
// Solo) share the WxH: start but never the comma.
func claimsFlipID(s string) bool {
	s = flipFragment(s)
	if _, ok := splitFlipID(s); ok {
		return true
	}
	i := flipHead(s)
	return i >= 0 && i < len(s) && s[i] == '#'
}

// parseFlipLines reads a Flip game ID, the only line of its format.
func parseFlipLines(lines []line, opt *options) (*Puzzle, error) {
	if len(lines) != 1 {
		return nil, puzzles.Errorf(lines[1].num, 0, "a Flip game ID is one line")
	}
	return parseFlip(flipFragment(lines[0].text), lines[0].num, opt)
}

// parseFlip reads a Tatham Flip game ID "WxH[c|r]:MATRIX,GRID". MATRIX
// holds (WH)^2 bits, most significant bit of each hex digit first: bit
// i*WH+j set means pressing cell i toggles cell j (cells row by row). GRID
// holds WH bits, 1 for a lit cell. Flip's goal is all lights off.
func parseFlip(id string, num int, opt *options) (*Puzzle, error) {
	m, ok := splitFlipID(id)
	if !ok {
		if strings.Contains(id, "#") {
			return nil, puzzles.Errorf(num, 0, "%q is a Flip random seed, which only Flip itself can expand; use the game ID with ':' (Game > Game ID)", id)
		}
		return nil, puzzles.Errorf(num, 0, "malformed Flip game ID %q: expected WxH[c|r]:MATRIX,GRID in hexadecimal", short(id))
	}
	cols, err1 := strconv.Atoi(m.cols)
	rows, err2 := cols, error(nil)
	if m.rows != "" {
		rows, err2 = strconv.Atoi(m.rows)
	}
	if err1 != nil || err2 != nil || cols < 1 || rows < 1 || cols > puzzles.MaxSide || rows > puzzles.MaxSide {
		return nil, puzzles.Errorf(num, 1, "Flip board %sx%s is outside 1x1 to %dx%d", m.cols, orDefault(m.rows, m.cols), puzzles.MaxSide, puzzles.MaxSide)
	}
	wh := cols * rows
	matrix, lights := m.matrix, m.lights
	if err := checkHex(matrix, wh*wh, "matrix", num); err != nil {
		return nil, err
	}
	if err := checkHex(lights, wh, "grid", num); err != nil {
		return nil, err
	}
	p := gridPuzzle(rows, cols, orDefault(opt.goal, "off"))
	mbits, gbits := decodeHex(matrix), decodeHex(lights)
	for i := 0; i < wh; i++ {
		p.Toggles[i] = nil
		for j := 0; j < wh; j++ {
			if mbits.bit(i*wh + j) {
				p.Toggles[i] = append(p.Toggles[i], j)
			}
		}
		p.Lit[i] = gbits.bit(i)
	}
	return p, nil
}

func short(s string) string {
	if len(s) > 40 {
		return s[:37] + "..."
	}
	return s
}

// checkHex checks that hex has exactly the digits for bits bits.
func checkHex(hex string, bits int, what string, num int) error {
	if want := (bits + 3) / 4; len(hex) != want {
		return puzzles.Errorf(num, 0, "Flip %s has %d hex digits; this board needs %d", what, len(hex), want)
	}
	if bad := strings.IndexFunc(hex, func(r rune) bool { return !strings.ContainsRune("0123456789abcdefABCDEF", r) }); bad >= 0 {
		r, _ := utf8.DecodeRuneInString(hex[bad:])
		return puzzles.Errorf(num, 0, "Flip %s has %q, not a hex digit", what, r)
	}
	return nil
}

// hexDigits holds the values of a checked hex string's digits.
type hexDigits []byte

func decodeHex(hex string) hexDigits {
	out := make(hexDigits, len(hex))
	for i := range out {
		out[i] = hexValue(hex[i])
	}
	return out
}

// bit returns bit k, most significant bit of each digit first.
func (h hexDigits) bit(k int) bool { return h[k/4]>>(3-k%4)&1 == 1 }

// hexBits writes bits as hex digits, most significant first, padding with zeros.
func hexBits(n int, bit func(k int) bool) string {
	var b strings.Builder
	for k := 0; k < n; k += 4 {
		d := 0
		for j := 0; j < 4; j++ {
			if k+j < n && bit(k+j) {
				d |= 8 >> j
			}
		}
		b.WriteByte("0123456789abcdef"[d])
	}
	return b.String()
}

// isCrosses reports a grid where every switch toggles exactly its bulb and
// the orthogonal neighbours.
func (p *Puzzle) isCrosses() bool {
	for i, t := range p.Toggles {
		if !slices.Equal(t, p.crossOf(i)) {
			return false
		}
	}
	return true
}

// MaxFlipCells is the largest board written as a Flip game ID: its matrix
// of (cells)^2 bits must fit puzzles.MaxInput.
const MaxFlipCells = 2000

// FlipID returns the puzzle as a Tatham Flip game ID; ok is false unless
// the puzzle is a grid with the grid names, goal all off, no free bulbs,
// and at most MaxFlipCells cells.
func (p *Puzzle) FlipID() (id string, ok bool) {
	if !p.gridForm() || p.goal() != "off" || p.N() > MaxFlipCells {
		return "", false
	}
	return p.flipID(), true
}

// flipID writes the game ID of a grid puzzle, whatever its goal.
func (p *Puzzle) flipID() string {
	wh, kind := p.N(), "r"
	if p.isCrosses() {
		kind = "c"
	}
	matrix := hexBits(wh*wh, func(k int) bool { return p.toggles(k/wh, k%wh) })
	lights := hexBits(wh, func(k int) bool { return p.Lit[k] })
	return fmt.Sprintf("%dx%d%s:%s,%s", p.Cols, p.Rows(), kind, matrix, lights)
}

// gridForm reports a puzzle that a grid format can describe: a grid with
// the grid names, every bulb counting, and goal all on or all off.
func (p *Puzzle) gridForm() bool {
	if p.Cols == 0 || p.goal() == "pattern" {
		return false
	}
	for i, name := range GridNames(p.Rows(), p.Cols) {
		if p.Names[i] != name || p.Free[i] {
			return false
		}
	}
	return true
}

// isPicture reports a grid that the seed's picture can draw: every switch
// toggles its own bulb, and connections join orthogonal neighbours both ways.
func (p *Puzzle) isPicture() bool {
	for i, t := range p.Toggles {
		if !p.toggles(i, i) {
			return false
		}
		for _, j := range t {
			if j != i && (!p.toggles(j, i) || !p.adjacent(i, j)) {
				return false
			}
		}
	}
	return true
}

// adjacent reports orthogonal grid neighbours.
func (p *Puzzle) adjacent(i, j int) bool {
	ri, ci, rj, cj := i/p.Cols, i%p.Cols, j/p.Cols, j%p.Cols
	return abs(ri-rj)+abs(ci-cj) == 1
}

// pictureText draws the seed's picture: bulbs five characters apart.
func (p *Puzzle) pictureText() string {
	var b strings.Builder
	for r := 0; r < p.Rows(); r++ {
		if r > 0 {
			var bars strings.Builder
			for c := 0; c < p.Cols; c++ {
				mark := " "
				if p.toggles(r*p.Cols+c, (r-1)*p.Cols+c) {
					mark = "|"
				}
				bars.WriteString(mark + strings.Repeat(" ", 4))
			}
			b.WriteString(strings.TrimRight(bars.String(), " ") + "\n")
		}
		for c := 0; c < p.Cols; c++ {
			i := r*p.Cols + c
			b.WriteString(map[bool]string{false: "o", true: "*"}[p.Lit[i]])
			if c+1 < p.Cols {
				b.WriteString(map[bool]string{false: "    ", true: " -- "}[p.toggles(i, i+1)])
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

// lightsOutText writes rows of '.' and '*'.
func (p *Puzzle) lightsOutText() string {
	var b strings.Builder
	for i, on := range p.Lit {
		b.WriteString(map[bool]string{false: ".", true: "*"}[on])
		if (i+1)%p.Cols == 0 {
			b.WriteString("\n")
		}
	}
	return b.String()
}
