package cellgrid

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// NoRegion is the region of a cell in none yet (a board being drawn).
const NoRegion = -1

// RegionRule declares a type's regions: what each asks of its cells
// and what its forms say beyond the regions. Every field is optional.
type RegionRule struct {
	// Clue words what a region asks, for explanations ("1 star"): Clues
	// then names each region at its first cell and Without relaxes it
	// (the header's "free=A,C"). nil: the regions are no clues.
	Clue func(p puzzles.Instance, id int) string
	// Words are the header's words before "free=" ("stars=2"); the
	// spec's Own.Options reads them.
	Words func(p puzzles.Instance) []string
	// URL is the puzz.link form: its keys (the first written), the body
	// the border codec (see ReadBorders).
	URL []string
	// Numbers: the URL's body has after the borders a number for each
	// region, in order, given in its first cell (pzprjs's room numbers,
	// the Number16 codec of pzl.DecodeNumbers: Heyawake's).
	Numbers bool
	// Cells, when set, is the codec of every cell, written after the
	// borders in reading order (pzprjs's Moon or Sun: its circles,
	// Circles).
	Cells *Codec
	// Before writes the part of a URL's body before the borders ("2/",
	// a star count); ReadBefore reads it into p and returns the rest.
	Before     func(p puzzles.Instance) string
	ReadBefore func(p puzzles.Instance, body string) (rest string, err error)
}

// Partition divides a board into regions: Region[r][c] is the region of
// a cell (0 is A, 1 is B, …; see RegionName) or NoRegion; Free are the
// regions whose ask an explanation relaxed, in order.
type Partition struct {
	Region [][]int
	Free   []int
	rule   *RegionRule
}

// Regioned is a Grid divided into regions: the type's puzzle embeds it
// in place of Grid, its Own the fields RegionOwn fills (a Spec.Make that
// sets more calls RegionRule.For). The cells are clues (a Heyawake number) beside
// the regions; a type whose alphabet is its blank cell alone has none.
type Regioned struct {
	Grid
	Partition
}

// partition lets Grid.keep reach the regions of a puzzle.
func (p *Partition) partition() *Partition { return p }

type partitioned interface{ partition() *Partition }

// For returns g with every cell in no region, for Spec.Make.
func (r *RegionRule) For(g Grid) Regioned {
	reg := make([][]int, len(g.Cells))
	for i, row := range g.Cells {
		reg[i] = slices.Repeat([]int{NoRegion}, len(row))
	}
	return Regioned{g, Partition{Region: reg, rule: r}}
}

// RegionOwn fills own with what regions need: the text (RegionText),
// the puzz.link form, when the rule has one, and a new board's regions
// (none drawn yet) for a nil Spec.Make.
func RegionOwn[P Instance](rule *RegionRule, own *Own[P]) *Own[P] {
	own.Text = RegionText[P]
	own.board = func(p P, g Grid) { *any(p).(partitioned).partition() = rule.For(g).Partition }
	if rule.URL != nil {
		own.Forms = func(s *Spec[P]) []formats.Form[P] {
			return []formats.Form[P]{pzl.Form(func(url string) (P, error) { return regionURL(s, rule, url) }, rule.URL...)}
		}
	}
	return own
}

// keepRegions copies the regions of from onto to, when both have them.
func keepRegions(from, to puzzles.Instance) {
	f, okf := from.(partitioned)
	t, okt := to.(partitioned)
	if okf && okt {
		p := f.partition()
		*t.partition() = Partition{puzzles.CloneGrid(p.Region), slices.Clone(p.Free), p.rule}
	}
}

// Copy returns the puzzle unchanged but not shared: its cells, regions
// and the state Own.Keep copies (for an edit of that state alone).
func (g Regioned) Copy() puzzles.Instance { return g.keep(g.Clone().Cells) }

// RegionName names region id: A–Z, a–z, then numbers from 53; "." for
// NoRegion.
func RegionName(id int) string {
	switch {
	case id < 0:
		return "."
	case id < 26:
		return string(rune('A' + id))
	case id < 52:
		return string(rune('a' + id - 26))
	}
	return strconv.Itoa(id + 1)
}

// ParseRegionName reads a name RegionName writes.
func ParseRegionName(s string) (int, bool) {
	switch {
	case s == ".":
		return NoRegion, true
	case len(s) == 1 && 'A' <= s[0] && s[0] <= 'Z':
		return int(s[0] - 'A'), true
	case len(s) == 1 && 'a' <= s[0] && s[0] <= 'z':
		return int(s[0]-'a') + 26, true
	}
	n, err := strconv.Atoi(s)
	if err != nil || n <= 52 || n > puzzles.MaxSide*puzzles.MaxSide || s[0] == '+' {
		return 0, false
	}
	return n - 1, true
}

// IDs returns the regions in use, in increasing order.
func (p Partition) IDs() []int {
	var out []int
	for _, row := range p.Region {
		for _, id := range row {
			if id != NoRegion && !slices.Contains(out, id) {
				out = append(out, id)
			}
		}
	}
	slices.Sort(out)
	return out
}

// RegionCells returns the cells of each region, in reading order.
func (p Partition) RegionCells() map[int][]grid.Pos {
	out := map[int][]grid.Pos{}
	for r, row := range p.Region {
		for c, id := range row {
			if id != NoRegion {
				out[id] = append(out[id], grid.Pos{R: r, C: c})
			}
		}
	}
	return out
}

// Of returns the region of pos (NoRegion off the board).
func (p Partition) Of(pos grid.Pos) int {
	if pos.R < 0 || pos.R >= len(p.Region) || pos.C < 0 || pos.C >= len(p.Region[pos.R]) {
		return NoRegion
	}
	return p.Region[pos.R][pos.C]
}

// Relaxed reports whether region id's ask is relaxed.
func (p Partition) Relaxed(id int) bool { return slices.Contains(p.Free, id) }

// RegionText reads a regioned text (Own.Text, see RegionOwn): the header
// "#name words… [free=A,C]", then the rows of cells when the alphabet
// has more than the blank cell, then as many rows of regions: a letter
// or '.' a cell, or names separated by spaces (numbers from 53 on).
func RegionText[P Instance](s *Spec[P], h textgrid.Header, all []textgrid.Line) (P, error) {
	var zero P
	lines := textgrid.NonBlank(all)
	if len(lines) == 0 {
		return zero, puzzles.Errorf(0, 0, "no grid rows after the header")
	}
	var cells [][]int
	if len(s.Symbols) > 1 {
		if len(lines)%2 == 1 {
			return zero, puzzles.Errorf(lines[len(lines)-1].N, 0, "%d rows: expected the rows of cells, then as many rows of regions", len(lines))
		}
		c, err := s.Symbols.readRows(lines[:len(lines)/2], s.Beyond)
		if err != nil {
			return zero, err
		}
		cells, lines = c, lines[len(lines)/2:]
	}
	region, err := readRegionRows(lines)
	if err != nil {
		return zero, err
	}
	if cells == nil {
		cells, _ = puzzles.NewGrid(len(region), len(region[0]), s.Blank)
	} else if len(cells) != len(region) || len(cells[0]) != len(region[0]) {
		return zero, puzzles.Errorf(lines[0].N, 0, "the regions are %dx%d, the cells %dx%d", len(region[0]), len(region), len(cells[0]), len(cells))
	}
	p := s.Wrap(cells)
	part := any(p).(partitioned).partition()
	part.Region = region
	var words []string
	for _, w := range h.Words {
		key, val, _ := strings.Cut(w, "=")
		if !strings.EqualFold(key, "free") {
			words = append(words, w)
			continue
		}
		for _, name := range strings.Split(val, ",") {
			id, ok := ParseRegionName(name)
			switch {
			case !ok || id == NoRegion:
				return zero, puzzles.Errorf(h.Line, 0, "free=%s: %q is not a region name", val, name)
			case !slices.Contains(part.IDs(), id):
				return zero, puzzles.Errorf(h.Line, 0, "free region %s is not on the board", name)
			}
			part.Free = append(part.Free, id)
		}
	}
	slices.Sort(part.Free)
	part.Free = slices.Compact(part.Free)
	if len(words) > 0 {
		return p, s.options(p, textgrid.Header{Line: h.Line, Name: h.Name, Words: words})
	}
	return p, nil
}

// readRegionRows reads the rows of region names.
func readRegionRows(lines []textgrid.Line) ([][]int, error) {
	var out [][]int
	for _, l := range lines {
		var names []string
		if strings.ContainsAny(l.Text, " \t") || strings.Trim(l.Text, "0123456789") == "" {
			names = strings.Fields(l.Text) // a lone number is one name, not digits
		} else {
			names = strings.Split(l.Text, "")
		}
		if len(names) > puzzles.MaxSide {
			return nil, puzzles.Errorf(l.N, 0, "row has %d cells; the limit is %d", len(names), puzzles.MaxSide)
		}
		row := make([]int, len(names))
		for i, name := range names {
			id, ok := ParseRegionName(name)
			if !ok {
				return nil, puzzles.Errorf(l.N, 0, "cell %d: %q is not a region name (A-Z, a-z, a number above 52, or . for none)", i+1, name)
			}
			row[i] = id
		}
		switch {
		case len(out) > 0 && len(row) != len(out[0]):
			return nil, puzzles.Errorf(l.N, 0, "row has %d cells; the first row has %d", len(row), len(out[0]))
		case len(out) == puzzles.MaxSide:
			return nil, puzzles.Errorf(l.N, 0, "more than %d rows", puzzles.MaxSide)
		}
		out = append(out, row)
	}
	return out, nil
}

// String implements puzzles.Instance: the header with the rule's words
// and the free regions, the rows of cells (when the alphabet has more
// than the blank cell), then the rows of regions, a letter a cell, or
// names separated by spaces when one is beyond z.
func (g Regioned) String() string {
	var b strings.Builder
	b.WriteString("#" + g.c.name)
	if g.rule.Words != nil {
		for _, w := range g.rule.Words(g.self) {
			b.WriteString(" " + w)
		}
	}
	if len(g.Free) > 0 {
		names := make([]string, len(g.Free))
		for i, id := range g.Free {
			names[i] = RegionName(id)
		}
		b.WriteString(" free=" + strings.Join(names, ","))
	}
	b.WriteByte('\n')
	if len(g.c.symbols) > 1 {
		cells := g.c.symbols.write("", g.Cells)
		b.WriteString(cells[strings.IndexByte(cells, '\n')+1:]) // after its header
	}
	sep := ""
	if slices.ContainsFunc(g.IDs(), func(id int) bool { return id >= 52 }) {
		sep = " "
	}
	for _, row := range g.Region {
		names := make([]string, len(row))
		for c, id := range row {
			names[c] = RegionName(id)
		}
		b.WriteString(strings.Join(names, sep) + "\n")
	}
	return b.String()
}

// ReadBorders reads the borders at the start of a puzz.link body for a
// board of size: the (cols-1)*rows sides right of each cell, row by row,
// then the cols*(rows-1) sides below each, five to a base-32 digit
// (0-9, a-v, first bit highest), each part padded to a whole digit; a set
// bit is a border. It returns the regions the borders enclose, named in
// reading order of their first cells, and the rest of the body.
func ReadBorders(body string, size grid.Size) ([][]int, string, error) {
	nr, nd := (size.Cols-1)*size.Rows, size.Cols*(size.Rows-1)
	want := (nr+4)/5 + (nd+4)/5
	if len(body) < want {
		return nil, "", puzzles.Errorf(0, 0, "URL body: border data has %d characters; a %dx%d board needs %d", len(body), size.Cols, size.Rows, want)
	}
	bits := func(from, n int) ([]bool, error) {
		out := make([]bool, 0, n+4)
		for i := from; len(out) < n; i++ {
			v, err := strconv.ParseUint(body[i:i+1], 32, 8)
			if err != nil || body[i] >= 'A' && body[i] <= 'Z' {
				return nil, puzzles.Errorf(0, 0, "URL body: %q in the border data is not a base-32 digit (0-9, a-v)", body[i:i+1])
			}
			for b := 4; b >= 0; b-- {
				out = append(out, v>>b&1 == 1)
			}
		}
		return out, nil
	}
	right, err := bits(0, nr)
	if err != nil {
		return nil, "", err
	}
	down, err := bits((nr+4)/5, nd)
	if err != nil {
		return nil, "", err
	}
	open := func(a, b grid.Pos) bool { // a before b, beside it
		if a.R == b.R {
			return !right[a.R*(size.Cols-1)+a.C]
		}
		return !down[a.R*size.Cols+a.C]
	}
	return enclosed(size, open), body[want:], nil
}

// enclosed names the areas of a board whose neighbours a, b (a first in
// reading order) are joined when open says so, in reading order.
func enclosed(size grid.Size, open func(a, b grid.Pos) bool) [][]int {
	region, _ := puzzles.NewGrid(size.Rows, size.Cols, NoRegion)
	next := 0
	for _, start := range size.Cells() {
		if region[start.R][start.C] != NoRegion {
			continue
		}
		region[start.R][start.C] = next
		for stack := []grid.Pos{start}; len(stack) > 0; {
			cur := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, q := range size.Neighbours(cur, grid.Orthogonal) {
				a, b := cur, q
				if q.R < cur.R || q.R == cur.R && q.C < cur.C {
					a, b = q, cur
				}
				if region[q.R][q.C] == NoRegion && open(a, b) {
					region[q.R][q.C] = next
					stack = append(stack, q)
				}
			}
		}
		next++
	}
	return region
}

// WriteBorders writes the borders between different regions as
// ReadBorders reads them.
func WriteBorders(region [][]int) string {
	var right, down []bool
	for r, row := range region {
		for c, id := range row {
			if c+1 < len(row) {
				right = append(right, id != row[c+1])
			}
			if r+1 < len(region) {
				down = append(down, id != region[r+1][c])
			}
		}
	}
	return base32(right) + base32(down)
}

// base32 writes bits five to a digit, first bit highest, the last digit
// padded with zeros.
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

// regionURL reads "KEY/COLS/ROWS/[BEFORE]BORDERS".
func regionURL[P Instance](s *Spec[P], rule *RegionRule, url string) (P, error) {
	var zero P
	u, err := pzl.Split(puzzles.Unescape(url), rule.URL...)
	if err != nil {
		return zero, err
	}
	p, err := s.New(u.Rows, u.Cols)
	if err != nil {
		return zero, puzzles.Errorf(0, 0, "URL: %v", err)
	}
	body := u.Body
	if rule.ReadBefore != nil {
		if body, err = rule.ReadBefore(p, body); err != nil {
			return zero, err
		}
	}
	region, rest, err := ReadBorders(body, p.grid().Size())
	if err != nil {
		return zero, err
	}
	if rule.Numbers {
		if rest, err = readNumbers(s, p.grid().Cells, region, rest); err != nil {
			return zero, err
		}
	}
	if rule.Cells != nil {
		cells, err := rule.Cells.Decode(rest, len(region)*len(region[0]))
		if err != nil {
			return zero, err
		}
		if err := pzl.Place(p.grid().Cells, cells, s.urlValues().Cell); err != nil {
			return zero, err
		}
		rest = "" // as pzprjs, what follows the cells is ignored
	}
	if rest != "" {
		return zero, puzzles.Errorf(0, 0, "URL body: %q after the borders", pzl.Short(rest))
	}
	any(p).(partitioned).partition().Region = region
	return p, nil
}

// Written implements puzzles.FormWriter: the puzz.link URL when the rule
// has one and it holds the puzzle (no free regions, no clues in the
// cells, regions whole and named in reading order).
func (g Regioned) Written() []puzzles.Written {
	numbers, ok := g.numbers()
	if g.rule.URL == nil || len(g.Free) > 0 || !ok {
		return nil
	}
	borders := WriteBorders(g.Region)
	if back, _, _ := ReadBorders(borders, g.Size()); !slices.EqualFunc(back, g.Region, slices.Equal) {
		return nil
	}
	before := ""
	if g.rule.Before != nil {
		before = g.rule.Before(g.self)
	}
	return []puzzles.Written{{Form: puzzles.URLForm, Text: pzl.Join(g.rule.URL[0], g.Size().Cols, g.Size().Rows, before+borders+numbers)}}
}

// readNumbers reads the regions' numbers after the borders into the
// first cell of each region (see RegionRule.Numbers); nothing follows
// them.
func readNumbers[P Instance](s *Spec[P], cells, region [][]int, body string) (string, error) {
	firsts := Partition{Region: region}.RegionCells()
	nums, err := pzl.DecodeNumbers(body, len(firsts))
	if err != nil {
		return "", err
	}
	values := s.urlValues()
	for id, v := range nums {
		pos := firsts[id][0]
		if cells[pos.R][pos.C], err = values.Cell(v); err != nil {
			return "", puzzles.Errorf(0, 0, "URL: region %s: %v", RegionName(id), err)
		}
	}
	return "", nil
}

// numbers writes the regions' numbers as readNumbers reads them ("" when
// the rule has none); ok is false when a clue cannot be written: one
// not in its region's first cell, or without a puzz.link code.
func (g Regioned) numbers() (string, bool) {
	if g.rule.Cells != nil {
		codes, ok := g.codes(*g.rule.Cells)
		return g.rule.Cells.Encode(codes), ok
	}
	clues := g.Grid.Clues()
	if !g.rule.Numbers {
		return "", len(clues) == 0
	}
	cells := g.RegionCells()
	codes := make([]int, len(g.IDs()))
	for i, id := range g.IDs() {
		sym, _ := g.c.symbols.ByValue(g.At(cells[id][0]))
		codes[i] = pzl.Empty
		if v := g.At(cells[id][0]); v != g.c.blank && sym.URL.set {
			codes[i] = sym.URL.v
		}
	}
	for _, c := range clues {
		pos := grid.Pos{R: c.Cell[0], C: c.Cell[1]}
		if first := cells[g.Of(pos)]; g.Of(pos) == NoRegion || first[0] != pos || codes[slices.Index(g.IDs(), g.Of(pos))] == pzl.Empty {
			return "", false
		}
	}
	return pzl.EncodeNumbers(codes), true
}

// Clues implements puzzles.Instance: the cells' clues, then (when the
// rule words them) each region not relaxed, at its first cell
// ("region A: 2 stars").
func (g Regioned) Clues() []puzzles.Clue {
	out := g.Grid.Clues()
	if g.rule.Clue == nil {
		return out
	}
	cells := g.RegionCells()
	for _, id := range g.IDs() {
		if !g.Relaxed(id) {
			first := cells[id][0]
			out = append(out, puzzles.Clue{Cell: [2]int{first.R, first.C}, Value: "region " + RegionName(id) + ": " + g.rule.Clue(g.self, id)})
		}
	}
	return out
}

// Without implements puzzles.Instance: the clues at the given indices of
// Clues() dropped, a region's by relaxing it.
func (g Regioned) Without(drop []int) puzzles.Instance {
	n := len(g.Grid.Clues())
	var cells []int
	for _, i := range drop {
		if i < n {
			cells = append(cells, i)
		}
	}
	q := g.Grid.Without(cells)
	part := q.(partitioned).partition()
	i := n
	for _, id := range g.IDs() {
		if g.Relaxed(id) {
			continue
		}
		if slices.Contains(drop, i) {
			part.Free = append(part.Free, id)
		}
		i++
	}
	slices.Sort(part.Free)
	return q
}

// Keys implements puzzles.Editable: the names of the regions in use and
// the next unused one, the cells' keys, and Delete.
func (g Regioned) Keys() []puzzles.Key {
	ids := g.IDs()
	next := 0
	for slices.Contains(ids, next) {
		next++
	}
	ids = append(ids, next)
	slices.Sort(ids)
	var keys []puzzles.Key
	for _, id := range ids {
		keys = append(keys, puzzles.Key{Label: RegionName(id), Key: RegionName(id)})
	}
	keys = append(keys, g.Grid.Keys()...)
	if !slices.ContainsFunc(keys, func(k puzzles.Key) bool { return k.Label == "Delete" }) {
		keys = append(keys, puzzles.Key{Label: "Delete", Key: "Delete"})
	}
	return keys
}

// Edit implements puzzles.Editable on a cell: a key of the alphabet as
// Grid.Edit; else a region's name puts the cell in that region, and
// Delete, Backspace, space or '.' takes it out of any.
func (g Regioned) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	if q, err := g.Grid.Edit(t, key); q != g.self || err != nil {
		return q, err
	}
	id, ok := ParseRegionName(key)
	switch {
	case key == "Delete" || key == "Backspace" || key == " ":
		id, ok = NoRegion, true
	case len(key) > 3:
		ok = false
	}
	pos := grid.Pos{R: t.R, C: t.C}
	if !ok || t.Kind != "" || !g.Size().In(pos) || g.Region[t.R][t.C] == id {
		return g.self, nil
	}
	q := g.keep(g.Clone().Cells)
	part := q.(partitioned).partition()
	part.Region[t.R][t.C] = id
	ids := part.IDs()
	part.Free = slices.DeleteFunc(part.Free, func(f int) bool { return !slices.Contains(ids, f) })
	return q, nil
}

// Scene draws the board: cells of no region shaded, under (when not nil),
// the grid, a bold line between regions, the given cells as their Looks
// say and each region's name small in its first cell.
func (g Regioned) Scene(under func(s *draw.Scene)) draw.Scene { return g.scene(under, nil) }

// scene is Scene with the givens on the cells shaded says (nil: none)
// written in the background colour.
func (g Regioned) scene(under func(s *draw.Scene), shaded func(pos grid.Pos) bool) draw.Scene {
	s := g.Board.Scene()
	for _, pos := range g.Size().Cells() {
		if g.Of(pos) == NoRegion {
			s.FillCell(pos.R, pos.C, draw.Shade)
		}
	}
	if under != nil {
		under(&s)
	}
	size := g.Size()
	s.Grid(size.Rows, size.Cols)
	DrawBorders(&s, size, draw.Ink, func(p, q grid.Pos) bool { return g.Of(p) != g.Of(q) })
	for _, pos := range size.Cells() {
		sym, _ := g.c.symbols.ByValue(g.At(pos))
		if shaded != nil && shaded(pos) && sym.Look == Given {
			s.CellText(pos.R, pos.C, sym.Clue, draw.Background, true)
		} else {
			drawLook(&s, pos.R, pos.C, sym)
		}
	}
	cells := g.RegionCells()
	for _, id := range g.IDs() {
		first := cells[id][0]
		s.Add(draw.Item{Kind: draw.Text, X: float64(first.C) + 0.18, Y: float64(first.R) + 0.2, Text: RegionName(id), Size: 0.22, Fill: draw.Faint})
	}
	return s
}

// ShadedScene is Instance.Draw for a regioned type whose answer is a
// Shading: the board as Scene draws it, the shaded cells filled beneath
// the grid and, in a partial answer, a dot on each cell known unshaded.
func (g Regioned) ShadedScene(ans puzzles.Answer) draw.Scene {
	a, _ := ans.(*Shading)
	return g.scene(func(s *draw.Scene) {
		partial := a != nil && a.Partial()
		for _, pos := range g.Size().Cells() {
			switch a.At(pos) {
			case ShadedCell:
				s.FillCell(pos.R, pos.C, draw.Solved)
			case UnshadedCell:
				if partial && g.At(pos) == g.c.blank {
					s.Dot(pos.R, pos.C)
				}
			}
		}
	}, func(pos grid.Pos) bool { return a.At(pos) == ShadedCell })
}

// CheckRegions refuses a partition that is no puzzle's: a cell in no
// region, a region in parts, or one of fewer than least cells (why says
// what needs them: "it holds 2 shaded cells").
func (p Partition) CheckRegions(least int, why string) error {
	for r, row := range p.Region {
		for c, id := range row {
			if id == NoRegion {
				return fmt.Errorf("cell r%dc%d belongs to no region", r+1, c+1)
			}
		}
	}
	cells := p.RegionCells()
	for _, id := range p.IDs() {
		if a, b, ok := p.split(cells[id]); ok {
			return fmt.Errorf("region %s is not connected: r%dc%d and r%dc%d are in separate parts", RegionName(id), a.R+1, a.C+1, b.R+1, b.C+1)
		}
		if len(cells[id]) < least {
			return fmt.Errorf("region %s has %s; %s", RegionName(id), puzzles.Counted(len(cells[id]), "cell", "cells"), why)
		}
	}
	return nil
}

// split returns two cells of a region that are not joined inside it.
func (p Partition) split(cells []grid.Pos) (a, b grid.Pos, ok bool) {
	if len(cells) == 0 {
		return a, b, false
	}
	id := p.Of(cells[0])
	seen := map[grid.Pos]bool{cells[0]: true}
	for stack := []grid.Pos{cells[0]}; len(stack) > 0; { // not cells[:1:1], whose appends would overwrite cells[0]
		cur := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, d := range grid.Dirs {
			if q := cur.Add(d.Delta()); p.Of(q) == id && !seen[q] {
				seen[q] = true
				stack = append(stack, q)
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

// Exactly asks exactly n of each region's literals true (lit gives a
// cell's), the relaxed regions any number.
func (p Partition) Exactly(m *sat.Model, n int, lit func(pos grid.Pos) sat.Lit) {
	cells := p.RegionCells()
	for _, id := range p.IDs() {
		if !p.Relaxed(id) {
			lits := make([]sat.Lit, len(cells[id]))
			for i, pos := range cells[id] {
				lits[i] = lit(pos)
			}
			m.Exactly(n, lits...)
		}
	}
}

// CheckExactly refuses the first region (relaxed ones aside) that does
// not hold exactly n of the cells on: "region D has 0 stars, not 1".
func (p Partition) CheckExactly(n int, on func(pos grid.Pos) bool, one, many string) error {
	cells := p.RegionCells()
	for _, id := range p.IDs() {
		k := 0
		for _, pos := range cells[id] {
			if on(pos) {
				k++
			}
		}
		if k != n && !p.Relaxed(id) {
			return fmt.Errorf("region %s has %s, not %d", RegionName(id), puzzles.Counted(k, one, many), n)
		}
	}
	return nil
}

// NoClues is the alphabet of a board with no clues in its cells: every
// cell 0, written '.'.
func NoClues() Alphabet { return Alphabet{{Value: 0, Text: "."}} }

// RegionHelp is the editor's help on drawing regions, which a type's own
// help follows.
const RegionHelp = "Select a cell and press a region's letter to put it in that region (a letter not on the board yet starts a new one); "

// RegionsOnly fills s as a board of regions with no clues in its cells,
// each region asking what clue says ("a tetromino"): the NoClues
// alphabet, the help on drawing regions, and RegionOwn's text and
// puzz.link form, the borders alone under the type's name.
func RegionsOnly[P Instance](clue string, s *Spec[P]) *Spec[P] {
	rule := &RegionRule{Clue: func(puzzles.Instance, int) string { return clue }, URL: []string{s.Name}}
	s.Symbols = NoClues()
	s.Help = RegionHelp + "Delete takes it out."
	s.Own = RegionOwn(rule, &Own[P]{Expected: "a region-letter grid or a puzz.link " + s.Name + " URL"})
	return s
}
