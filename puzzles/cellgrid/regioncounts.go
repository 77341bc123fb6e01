package cellgrid

import (
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// RegionCounted is a board divided into regions with counts beside its
// rows and columns (Aquarium's tanks and water counts): the type's
// puzzle embeds it, its Own the fields RegionCountedOwn fills (which
// give a new board no regions and no counts). The counts are its clues;
// the regions are drawn, painted and written as Regioned's, the counts
// as Counted's.
type RegionCounted struct {
	Regioned
	Counts
}

// Lines is the board seen as Counted: its counts' rules (EncodeCounts,
// CheckMarks, CheckCounts) and editing.
func (g RegionCounted) Lines() Counted { return Counted{g.Grid, g.Counts} }

// RegionCountedOwn fills own with the text (RegionCountedText), the
// puzz.link form of rule's keys ("KEY/COLS/ROWS/BORDERS/COUNTS", the
// counts as Counts.ReadURLCounts reads them; a flag "r" before the size
// is read and written), the check of the counts, and a new board's
// regions and counts (none) for a nil Spec.Make.
func RegionCountedOwn[P Instance](rule *RegionRule, counts *CountRule, own *Own[P]) *Own[P] {
	own.Text = RegionCountedText[P]
	own.board = func(p P, g Grid) {
		*any(p).(partitioned).partition() = rule.For(g).Partition
		*any(p).(counter).counts() = counts.For(g).Counts
	}
	own.Check = func(p P) error { return any(p).(counted).Lines().CheckCounts() }
	own.Forms = func(s *Spec[P]) []formats.Form[P] {
		return []formats.Form[P]{pzl.Form(func(url string) (P, error) { return regionCountedURL(s, rule, url) }, rule.URL...)}
	}
	return own
}

// RegionCountedText reads the column counts on the first line, then each
// row's regions (as RegionText reads them) and after a space its count
// (a number, or '?', '.' or '-' for none).
func RegionCountedText[P Instance](s *Spec[P], h textgrid.Header, all []textgrid.Line) (P, error) {
	var zero P
	if len(h.Words) > 0 {
		return zero, puzzles.Errorf(h.Line, 0, "unknown header word %q", h.Words[0])
	}
	lines := textgrid.NonBlank(all)
	if len(lines) < 2 {
		return zero, puzzles.Errorf(0, 0, "expected a line of column counts and at least one row of regions")
	}
	var regions []textgrid.Line
	var rows []int
	for _, l := range lines[1:] {
		text := strings.TrimSpace(l.Text)
		i := strings.LastIndexAny(text, " \t")
		if i < 0 {
			return zero, puzzles.Errorf(l.N, len(l.Text), "expected the row's count (a number or '?') after its regions and a space")
		}
		n, err := readCount(text[i+1:])
		if err != nil {
			return zero, puzzles.Errorf(l.N, i+2, "row count: %v", err)
		}
		regions, rows = append(regions, textgrid.Line{N: l.N, Text: strings.TrimSpace(text[:i])}), append(rows, n)
	}
	region, err := readRegionRows(regions)
	if err != nil {
		return zero, err
	}
	if err := puzzles.CheckSize(len(region), len(region[0])); err != nil {
		return zero, puzzles.Errorf(lines[1].N, 1, "%v", err)
	}
	cols, err := readColCounts(lines[0], len(region[0]))
	if err != nil {
		return zero, err
	}
	cells, _ := puzzles.NewGrid(len(region), len(region[0]), s.Blank)
	p := s.Wrap(cells)
	any(p).(partitioned).partition().Region = region
	c := any(p).(counter).counts()
	c.Rows, c.Cols = rows, cols
	return p, nil
}

// String implements puzzles.Instance: the header, the column counts,
// then each row's regions, a space and its count.
func (g RegionCounted) String() string {
	regions := strings.Split(strings.TrimSuffix(g.Regioned.String(), "\n"), "\n")
	counts := strings.SplitN(g.Lines().String(), "\n", 3)
	out := []string{regions[0], counts[1]}
	for r, row := range regions[len(regions)-len(g.Region):] {
		out = append(out, row+" "+countText(g.Rows[r]))
	}
	return strings.Join(out, "\n") + "\n"
}

// regionCountedURL reads "KEY/[r/]COLS/ROWS/BORDERS/COUNTS".
func regionCountedURL[P Instance](s *Spec[P], rule *RegionRule, url string) (P, error) {
	var zero P
	url = puzzles.Unescape(url)
	for _, k := range rule.URL {
		url = strings.Replace(url, k+"/r/", k+"/", 1)
	}
	u, err := pzl.Split(url, rule.URL...)
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
	if !strings.HasPrefix(rest, "/") {
		return zero, puzzles.Errorf(0, 0, "URL body: expected '/' and the counts after the borders")
	}
	any(p).(partitioned).partition().Region = region
	c := any(p).(counter).counts()
	if rest, err = c.ReadURLCounts(rest[1:]); err != nil {
		return zero, err
	}
	if rest != "" {
		return zero, puzzles.Errorf(0, 0, "URL body: %q after the counts", pzl.Short(rest))
	}
	return p, nil
}

// Written implements puzzles.FormWriter: the puzz.link URL when the
// regions are whole and named in reading order, with the flag "r".
func (g RegionCounted) Written() []puzzles.Written {
	borders := WriteBorders(g.Region)
	if back, _, _ := ReadBorders(borders, g.Size()); !slices.EqualFunc(back, g.Region, slices.Equal) || len(g.Free) > 0 {
		return nil
	}
	return []puzzles.Written{{Form: puzzles.URLForm, Text: pzl.Join(g.Partition.rule.URL[0]+"/r", g.Size().Cols, g.Size().Rows, borders+"/"+g.URLCounts())}}
}

// Clues implements puzzles.Instance: the counts.
func (g RegionCounted) Clues() []puzzles.Clue { return g.Lines().Clues() }

// Without implements puzzles.Instance: the counts at the given indices
// of Clues() removed.
func (g RegionCounted) Without(drop []int) puzzles.Instance { return g.Lines().Without(drop) }

// Hit implements puzzles.Editable: a cell, or a count in a strip.
func (g RegionCounted) Hit(x, y float64) (puzzles.Target, bool) { return g.Lines().Hit(x, y) }

// Box implements puzzles.Editable.
func (g RegionCounted) Box(t puzzles.Target) (x, y, w, h float64) { return g.Lines().Box(t) }

// Move implements puzzles.Editable: over the cells and the counts.
func (g RegionCounted) Move(t puzzles.Target, arrow string) puzzles.Target {
	return g.Lines().Move(t, arrow)
}

// Keys implements puzzles.Editable: the regions' names, the digits of the
// counts and Delete.
func (g RegionCounted) Keys() []puzzles.Key {
	keys := g.Regioned.Keys()
	return append(keys[:len(keys)-1], g.Lines().Keys()...)
}

// Edit implements puzzles.Editable: on a cell as Regioned.Edit, on a
// count as Counted.Edit.
func (g RegionCounted) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	if t.Kind == KindRow || t.Kind == KindCol {
		return g.Lines().Edit(t, key)
	}
	return g.Regioned.Edit(t, key)
}

// ShadedScene is Instance.Draw for a Shading answer: Regioned's, with the
// counts in strips right of and below the board.
func (g RegionCounted) ShadedScene(ans puzzles.Answer) draw.Scene {
	s := g.Regioned.ShadedScene(ans)
	g.Counts.draw(&s, g.Size())
	return s
}

// counted is a puzzle with row and column counts (one that embeds
// RegionCounted).
type counted interface{ Lines() Counted }
