package puzzles_test

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

func TestWriteRun(t *testing.T) {
	for _, tc := range []struct {
		n, most int
		first   byte
		want    string
	}{
		{0, 26, 'a', ""},
		{1, 26, 'a', "a"},
		{26, 26, 'a', "z"},
		{30, 26, 'a', "zd"},
		{41, 20, 'g', "zzg"},
	} {
		var b strings.Builder
		puzzles.WriteRun(&b, tc.n, tc.first, tc.most)
		if got := b.String(); got != tc.want {
			t.Errorf("WriteRun(%d, %c, %d) = %q, want %q", tc.n, tc.first, tc.most, got, tc.want)
		}
	}
}
