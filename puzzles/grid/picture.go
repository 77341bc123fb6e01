package grid

import (
	"fmt"
	"strings"
)

// LoopText is the text of a loop drawn without its board: "loop r,c
// r,c ...", one line.
func LoopText(loop [][2]int) string {
	parts := make([]string, len(loop))
	for i, pt := range loop {
		parts[i] = fmt.Sprintf("%d,%d", pt[0], pt[1])
	}
	return "loop " + strings.Join(parts, " ") + "\n"
}

// LinkPicture draws links on a rows x cols lattice as text: point [r, c]
// at line 2r, column 2c (left blank), each link half-way between its two
// points, '-' across and '|' down, and each line of off as 'x'. The
// picture has 2*rows-1 lines of 2*cols-1 characters.
func LinkPicture(rows, cols int, links map[Link]bool, off [][2][2]int) [][]byte {
	pic := make([][]byte, 2*rows-1)
	for y := range pic {
		pic[y] = []byte(strings.Repeat(" ", 2*cols-1))
	}
	mark := func(l Link, ch byte) { pic[l[0][0]+l[1][0]][l[0][1]+l[1][1]] = ch }
	for l := range links {
		mark(l, map[bool]byte{true: '-', false: '|'}[l[0][0] == l[1][0]])
	}
	for _, l := range off {
		mark(LinkOf(l[0], l[1]), 'x')
	}
	return pic
}

// CheckLoopOnly is CheckLoop for an answer that may list lines besides its
// loop (a partial answer's): it refuses such lines first.
func CheckLoopOnly(loop [][2]int, lines [][2][2]int, rows, cols int, point string) (map[[2]int]int, error) {
	if len(lines) > 0 {
		return nil, fmt.Errorf("%d lines are not part of the loop", len(lines))
	}
	return CheckLoop(loop, rows, cols, point)
}
