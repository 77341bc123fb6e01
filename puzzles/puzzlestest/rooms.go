package puzzlestest

import "github.com/puzzlesat/puzzlesat/puzzles/grid"

// CountRoomNumberings counts the numberings of a board whose cells each
// belong to a room (room(pos) its name, rooms the cells of each) that
// give a room of N cells each of 1 to N once and that ok accepts, up to
// 1000 (what Solve counts up to): the brute force for Ripple Effect,
// Suguru and the like.
func CountRoomNumberings(size grid.Size, room func(grid.Pos) int, rooms map[int][]grid.Pos, ok func(numbers [][]int) bool) int {
	cells, n := size.Cells(), 0
	numbers := make([][]int, size.Rows)
	for r := range numbers {
		numbers[r] = make([]int, size.Cols)
	}
	used := map[[2]int]bool{} // room, number
	var next func(i int)
	next = func(i int) {
		if i == len(cells) {
			if ok(numbers) {
				n++
			}
			return
		}
		pos := cells[i]
		for v := 1; v <= len(rooms[room(pos)]); v++ {
			if k := [2]int{room(pos), v}; !used[k] {
				used[k], numbers[pos.R][pos.C] = true, v
				next(i + 1)
				used[k] = false
			}
		}
	}
	next(0)
	return min(n, 1000)
}
