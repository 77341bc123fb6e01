package switches

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// line is one input line with its 1-based number.
type line struct {
	text string
	num  int
}

// options are the header's settings.
type options struct {
	form       string // picture, lightsout, flip, text or "" (detect)
	goal       string // on, off or "" (the form's default)
	cols, rows int    // grid=WxH, for the seed's text format
	line       int    // the header's line (0: no header)
}

// Parse reads any accepted format (see the package documentation): an
// optional "#switches" header line, then the seed's text format, the
// keyword text format, an ASCII picture, a Lights Out grid or a Tatham Flip
// game ID. Without a header naming the format it is detected from the text.
func Parse(text string) (*Puzzle, error) {
	var lines []line
	for i, t := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		lines = append(lines, line{strings.TrimRight(t, " \t\r"), i + 1})
	}
	lines = trimBlank(lines)
	if len(lines) == 0 {
		return nil, puzzles.Errorf(0, 0, "empty input: expected a switches puzzle (see 'puzzlesat types')")
	}
	opt, err := header(lines[0])
	if err != nil {
		return nil, err
	}
	if opt != nil {
		lines = trimBlank(lines[1:])
	} else {
		opt = &options{}
	}
	if len(lines) == 0 {
		return nil, puzzles.Errorf(0, 0, "no puzzle after the header")
	}
	if opt.form == "" {
		opt.form = detectForm(lines)
	}
	if opt.form != "text" && opt.cols > 0 {
		return nil, puzzles.Errorf(opt.line, 0, "grid=WxH is for the text format; the %s format has its own grid", opt.form)
	}
	switch opt.form {
	case "lightsout":
		return parseLightsOut(lines, opt)
	case "picture":
		return parsePicture(lines, opt)
	case "flip":
		return parseFlipLines(lines, opt)
	}
	if isKeyword(lines[0].text) {
		if opt.goal != "" || opt.cols > 0 {
			return nil, puzzles.Errorf(opt.line, 0, "with a bulbs: line, give the goal and the grid on goal: and grid: lines")
		}
		return parseKeywords(lines)
	}
	return parseSeed(lines, opt)
}

func trimBlank(lines []line) []line {
	for len(lines) > 0 && lines[0].text == "" {
		lines = lines[1:]
	}
	for len(lines) > 0 && lines[len(lines)-1].text == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}

// header reads a "#switches [FORM] [goal=on|off] [grid=WxH]" line; it
// returns nil options when the line is not a header.
func header(l line) (*options, error) {
	t := strings.TrimSpace(l.text)
	if !strings.HasPrefix(strings.ToLower(t), "#switches") {
		if strings.HasPrefix(t, "#") && !isGridRow(t) {
			return nil, puzzles.Errorf(l.num, 1, "header %q is not a #switches header", firstWord(t))
		}
		return nil, nil
	}
	words := strings.Fields(t)
	if strings.ToLower(words[0]) != "#switches" {
		return nil, puzzles.Errorf(l.num, 1, "header %q is not #switches", words[0])
	}
	opt := &options{line: l.num}
	for _, w := range words[1:] {
		lw := strings.ToLower(w)
		switch {
		case lw == "picture" || lw == "lightsout" || lw == "flip" || lw == "text":
			opt.form = lw
		case lw == "goal=on" || lw == "goal=off":
			opt.goal = strings.TrimPrefix(lw, "goal=")
		case strings.HasPrefix(lw, "grid="):
			c, r, err := parseSize(strings.TrimPrefix(lw, "grid="))
			if err != nil {
				return nil, puzzles.Errorf(l.num, 0, "%v", err)
			}
			opt.cols, opt.rows = c, r
		default:
			return nil, puzzles.Errorf(l.num, 0, "unknown header word %q (expected picture, lightsout, flip, text, goal=on, goal=off or grid=WxH)", w)
		}
	}
	return opt, nil
}

func firstWord(s string) string {
	if f := strings.Fields(s); len(f) > 0 {
		return f[0]
	}
	return s
}

// parseSize reads "WxH" (columns x rows).
func parseSize(s string) (cols, rows int, err error) {
	w, h, ok := strings.Cut(strings.ToLower(s), "x")
	cols, err1 := strconv.Atoi(w)
	rows, err2 := strconv.Atoi(h)
	if !ok || err1 != nil || err2 != nil {
		return 0, 0, fmt.Errorf("grid size %q is not WxH (columns x rows)", s)
	}
	if cols < 1 || rows < 1 || cols > puzzles.MaxSide || rows > puzzles.MaxSide {
		return 0, 0, fmt.Errorf("grid %dx%d is outside 1x1 to %dx%d", cols, rows, puzzles.MaxSide, puzzles.MaxSide)
	}
	return cols, rows, nil
}

// detectForm guesses the format of header-less lines.
func detectForm(lines []line) string {
	if len(lines) == 1 && looksLikeFlipID(lines[0].text) {
		return "flip"
	}
	// A '|' or " -- " cannot appear in the text formats: a picture with a typo
	// is still read as a picture, to report the typo.
	grid, picture, drawn := true, true, false
	for _, l := range lines {
		grid = grid && isGridRow(l.text)
		picture = picture && strings.Trim(l.text, "o*-| ") == ""
		drawn = drawn || strings.Contains(l.text, "|") || strings.Contains(l.text, " -- ")
	}
	switch {
	case grid:
		return "lightsout"
	case picture || drawn:
		return "picture"
	}
	return "text"
}

// isGridRow reports a Lights Out row: '.', '*' and '#' only.
func isGridRow(s string) bool { return s != "" && strings.Trim(s, ".*#") == "" }

// checkName reports a name that cannot be a bulb's.
func checkName(name string) error {
	if len(name) > MaxNameLen {
		return fmt.Errorf("bulb name %q is longer than %d bytes", name, MaxNameLen)
	}
	if name == "on" || name == "off" {
		return fmt.Errorf("bulb name %q is reserved (goal: on / goal: off)", name)
	}
	for _, r := range name {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-' || r == '.') {
			return fmt.Errorf("bulb name %q has %q; names use letters, digits, '_', '-' and '.'", name, r)
		}
	}
	if name == "" || strings.Trim(name, "-.") == "" || name[0] == '-' || name[0] == '.' {
		return fmt.Errorf("bulb name %q must start with a letter, a digit or '_'", name)
	}
	return nil
}

// token is a word of a line and its 1-based column.
type token struct {
	text string
	col  int
}

func tokens(s string, from int) []token {
	var out []token
	start := -1
	for i := 0; i <= len(s); i++ {
		space := i == len(s) || s[i] == ' ' || s[i] == '\t'
		switch {
		case space && start >= 0:
			out = append(out, token{s[start:i], from + start})
			start = -1
		case !space && start < 0:
			start = i
		}
	}
	return out
}

// bulbList reads names from tokens, checking them against known (when not
// nil) and for repeats.
func bulbList(toks []token, num int, index map[string]int) ([]int, error) {
	var out []int
	seen := map[string]bool{}
	for _, t := range toks {
		if err := checkName(t.text); err != nil {
			return nil, puzzles.Errorf(num, t.col, "%v", err)
		}
		i, ok := index[t.text]
		if !ok {
			return nil, puzzles.Errorf(num, t.col, "unknown bulb %q", t.text)
		}
		if seen[t.text] {
			return nil, puzzles.Errorf(num, t.col, "bulb %q is listed twice", t.text)
		}
		seen[t.text] = true
		out = append(out, i)
	}
	return out, nil
}

// nameIndex checks a names line and numbers the names.
func nameIndex(toks []token, num int) ([]string, map[string]int, error) {
	if len(toks) > MaxBulbs {
		return nil, nil, puzzles.Errorf(num, 0, "%d bulbs; the limit is %d", len(toks), MaxBulbs)
	}
	index := map[string]int{}
	var names []string
	for _, t := range toks {
		if err := checkName(t.text); err != nil {
			return nil, nil, puzzles.Errorf(num, t.col, "%v", err)
		}
		if _, dup := index[t.text]; dup {
			return nil, nil, puzzles.Errorf(num, t.col, "duplicate bulb name %q", t.text)
		}
		index[t.text] = len(names)
		names = append(names, t.text)
	}
	if len(names) == 0 {
		return nil, nil, puzzles.Errorf(num, 0, "no bulb names")
	}
	return names, index, nil
}

// connection is one parsed "a b" or "a > b" line.
type connection struct {
	a, b    string
	colA    int
	colB    int
	oneSide bool
}

// parseConnection reads "a b" (each switch toggles the other's bulb) or
// "a > b" (switch a toggles bulb b). ok is false when the line has another shape.
func parseConnection(l line) (c connection, ok bool) {
	left, right, one := strings.Cut(l.text, ">")
	if one {
		lt, rt := tokens(left, 1), tokens(right, len(left)+2)
		if len(lt) != 1 || len(rt) != 1 {
			return c, false
		}
		return connection{lt[0].text, rt[0].text, lt[0].col, rt[0].col, true}, true
	}
	t := tokens(l.text, 1)
	if len(t) != 2 {
		return c, false
	}
	return connection{t[0].text, t[1].text, t[0].col, t[1].col, false}, true
}

// connector adds connections to a puzzle, refusing self-loops and repeats.
type connector struct {
	p     *Puzzle
	index map[string]int
	where map[[2]int]int // switch, bulb -> line that set it
}

func newConnector(p *Puzzle, index map[string]int) *connector {
	return &connector{p: p, index: index, where: map[[2]int]int{}}
}

func (cn *connector) add(l line) error {
	c, ok := parseConnection(l)
	if !ok {
		return puzzles.Errorf(l.num, 0, "expected a connection: two bulb names (a b) or a one-sided a > b, got %q", l.text)
	}
	a, b, err := cn.pair(c, l.num)
	if err != nil {
		return err
	}
	if a == b {
		return puzzles.Errorf(l.num, c.colA, "connection from %s to itself: every switch already toggles its own bulb", c.a)
	}
	dirs := [][2]int{{a, b}, {b, a}}
	if c.oneSide {
		dirs = dirs[:1]
	}
	for _, d := range dirs {
		if at, dup := cn.where[d]; dup {
			return puzzles.Errorf(l.num, 0, "switch %s already toggles bulb %s (line %d)", cn.p.Names[d[0]], cn.p.Names[d[1]], at)
		}
		cn.where[d] = l.num
		cn.p.setToggle(d[0], d[1], true)
	}
	return nil
}

func (cn *connector) pair(c connection, num int) (int, int, error) {
	a, okA := cn.index[c.a]
	b, okB := cn.index[c.b]
	switch {
	case !okA:
		return 0, 0, puzzles.Errorf(num, c.colA, "connection names unknown bulb %q", c.a)
	case !okB:
		return 0, 0, puzzles.Errorf(num, c.colB, "connection names unknown bulb %q", c.b)
	}
	return a, b, nil
}

// parseSeed reads the seed's text format: an optional line of all names,
// a line of the names that must flip, then one connection per line. Blank
// lines after the second are ignored.
func parseSeed(lines []line, opt *options) (*Puzzle, error) {
	first := tokens(lines[0].text, 1)
	hasNames := len(lines) >= 2 && !seedFlipFirst(lines)
	var names []string
	var index map[string]int
	var err error
	flipLine, rest := lines[0], lines[1:]
	if hasNames {
		if names, index, err = nameIndex(first, lines[0].num); err != nil {
			return nil, err
		}
		flipLine, rest = lines[1], lines[2:]
	} else if names, index, err = namesByAppearance(lines); err != nil {
		return nil, err
	}
	p := newPuzzle(names)
	for i := range p.Toggles {
		p.Toggles[i] = []int{i}
	}
	flips, err := bulbList(tokens(flipLine.text, 1), flipLine.num, index)
	if err != nil {
		return nil, err
	}
	cn := newConnector(p, index)
	for _, l := range rest {
		if l.text == "" {
			continue
		}
		if err := cn.add(l); err != nil {
			return nil, err
		}
	}
	on := opt.goal != "off"
	for i := range p.Target {
		p.Target[i], p.Lit[i] = on, on
	}
	for _, i := range flips {
		p.Lit[i] = !on
	}
	if opt.cols > 0 {
		if opt.cols*opt.rows != len(names) {
			return nil, puzzles.Errorf(0, 0, "grid=%dx%d has %d cells for %d bulbs", opt.cols, opt.rows, opt.cols*opt.rows, len(names))
		}
		p.Cols = opt.cols
	}
	return p, nil
}

// seedFlipFirst reports that the seed's optional names line is absent: the
// second line is a connection and the first line does not list every name
// used later. (When both readings fit, the first line is the names line, as
// in the seed.)
func seedFlipFirst(lines []line) bool {
	if _, ok := parseConnection(lines[1]); !ok {
		return false
	}
	listed := map[string]bool{}
	for _, t := range tokens(lines[0].text, 1) {
		listed[t.text] = true
	}
	for _, l := range lines[1:] {
		if c, ok := parseConnection(l); ok && (!listed[c.a] || !listed[c.b]) {
			return true
		}
	}
	return false
}

// namesByAppearance numbers the names of a seed text without a names line
// in order of first appearance.
func namesByAppearance(lines []line) ([]string, map[string]int, error) {
	var toks []token
	seen := map[string]bool{}
	add := func(t token) {
		if !seen[t.text] {
			seen[t.text] = true
			toks = append(toks, t)
		}
	}
	for _, t := range tokens(lines[0].text, 1) {
		add(t)
	}
	for _, l := range lines[1:] {
		if c, ok := parseConnection(l); ok {
			add(token{c.a, c.colA})
			add(token{c.b, c.colB})
		}
	}
	return nameIndex(toks, 0)
}

// isKeyword reports a "key: values" line.
func isKeyword(s string) bool {
	key, _, ok := strings.Cut(s, ":")
	return ok && len(strings.Fields(key)) == 1
}

// parseKeywords reads the keyword text format (the canonical text of
// puzzles that no grid format describes).
func parseKeywords(lines []line) (*Puzzle, error) {
	key, value, _ := strings.Cut(lines[0].text, ":")
	if strings.ToLower(strings.TrimSpace(key)) != "bulbs" {
		return nil, puzzles.Errorf(lines[0].num, 1, "the first line must be bulbs: NAME ..., got %q", key+":")
	}
	valueCol := len(key) + 2
	names, index, err := nameIndex(tokens(value, valueCol), lines[0].num)
	if err != nil {
		return nil, err
	}
	p := newPuzzle(names)
	for i := range p.Toggles {
		p.Toggles[i] = []int{i}
	}
	for i := range p.Target {
		p.Target[i] = true // the seed's goal unless a goal: line says otherwise
	}
	kw := &keywords{p: p, index: index, seen: map[string]int{"bulbs": lines[0].num}}
	cn := newConnector(p, index)
	for _, l := range lines[1:] {
		switch {
		case l.text == "":
		case isKeyword(l.text):
			if err := kw.apply(l); err != nil {
				return nil, err
			}
		default:
			if err := cn.add(l); err != nil {
				return nil, err
			}
		}
	}
	return p, nil
}

// keywords applies keyword lines to a puzzle.
type keywords struct {
	p     *Puzzle
	index map[string]int
	seen  map[string]int // keyword -> line
}

func (kw *keywords) apply(l line) error {
	key, value, _ := strings.Cut(l.text, ":")
	key = strings.ToLower(strings.TrimSpace(key))
	col := len(l.text) - len(value) + 1
	if at, dup := kw.seen[key]; dup {
		return puzzles.Errorf(l.num, 1, "%s: is given twice (first on line %d)", key, at)
	}
	kw.seen[key] = l.num
	toks := tokens(value, col)
	p := kw.p
	switch key {
	case "grid":
		if len(toks) != 1 {
			return puzzles.Errorf(l.num, col, "grid: expects one size WxH")
		}
		c, r, err := parseSize(toks[0].text)
		if err == nil && c*r != p.N() {
			err = fmt.Errorf("grid %s has %d cells for %d bulbs", toks[0].text, c*r, p.N())
		}
		if err != nil {
			return puzzles.Errorf(l.num, toks[0].col, "%v", err)
		}
		p.Cols = c
		return nil
	case "goal":
		if len(toks) == 1 && (toks[0].text == "on" || toks[0].text == "off") {
			for i := range p.Target {
				p.Target[i] = toks[0].text == "on"
			}
			return nil
		}
		return kw.set(p.Target, toks, l.num)
	case "lit":
		return kw.set(p.Lit, toks, l.num)
	case "free":
		return kw.set(p.Free, toks, l.num)
	case "noself":
		on, err := bulbList(toks, l.num, kw.index)
		for _, i := range on {
			p.setToggle(i, i, false)
		}
		return err
	}
	return puzzles.Errorf(l.num, 1, "unknown keyword %q (expected bulbs, grid, lit, goal, free or noself)", key+":")
}

// set makes exactly the listed bulbs true in values.
func (kw *keywords) set(values []bool, toks []token, num int) error {
	on, err := bulbList(toks, num, kw.index)
	if err != nil {
		return err
	}
	clear(values)
	for _, i := range on {
		values[i] = true
	}
	return nil
}
