package grid

import (
	"strings"
	"testing"
)

func TestLinkPicture(t *testing.T) {
	square := [][2]int{{0, 0}, {0, 1}, {1, 1}, {1, 0}}
	pic := LinkPicture(2, 3, Links(square, nil), [][2][2]int{{{0, 2}, {0, 1}}})
	if got, want := pictureText(pic), " - x\n| |\n -\n"; got != want {
		t.Errorf("LinkPicture = %q, want %q", got, want)
	}
	if got := LoopText(square); got != "loop 0,0 0,1 1,1 1,0\n" {
		t.Errorf("LoopText = %q", got)
	}
}

func TestCheckLoopOnly(t *testing.T) {
	square := [][2]int{{0, 0}, {0, 1}, {1, 1}, {1, 0}}
	if _, err := CheckLoopOnly(square, nil, 2, 2, "cell"); err != nil {
		t.Errorf("a square: %v", err)
	}
	_, err := CheckLoopOnly(nil, [][2][2]int{{{0, 0}, {0, 1}}}, 2, 2, "cell")
	if err == nil || !strings.Contains(err.Error(), "1 lines are not part of the loop") {
		t.Errorf("lines besides the loop: %v", err)
	}
}

// pictureText joins the lines of a picture, each without trailing spaces.
func pictureText(pic [][]byte) string {
	var b strings.Builder
	for _, row := range pic {
		b.WriteString(strings.TrimRight(string(row), " ") + "\n")
	}
	return b.String()
}
