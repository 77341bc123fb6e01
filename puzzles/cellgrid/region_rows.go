package cellgrid

import (
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"
)

// ReadRegionRows reads rows of region names as RegionText does: a letter
// or '.' a cell, or names separated by spaces (numbers from 53), every
// row as long as the first.
func ReadRegionRows(lines []textgrid.Line) ([][]int, error) { return readRegionRows(lines) }

// WriteRegionRows writes the rows of region names as ReadRegionRows
// reads them: a letter a cell, or names separated by spaces when one is
// beyond z.
func WriteRegionRows(region [][]int) string {
	sep := ""
	if slices.ContainsFunc(Partition{Region: region}.IDs(), func(id int) bool { return id >= 52 }) {
		sep = " "
	}
	var b strings.Builder
	for _, row := range region {
		names := make([]string, len(row))
		for c, id := range row {
			names[c] = RegionName(id)
		}
		b.WriteString(strings.Join(names, sep) + "\n")
	}
	return b.String()
}

// Enclosed names the areas of a board whose neighbours a, b (a first in
// reading order) are joined when open says so, in reading order of their
// first cells (a game ID's cages, or regions split into their parts).
func Enclosed(size grid.Size, open func(a, b grid.Pos) bool) [][]int { return enclosed(size, open) }
