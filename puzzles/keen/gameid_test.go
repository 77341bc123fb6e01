package keen

import (
	"regexp"
	"testing"
)

// TestGameID: gameID tells what the pattern it stands for matches.
func TestGameID(t *testing.T) {
	re := regexp.MustCompile(`^[0-9]+(d[a-z])?m?:`)
	for _, s := range []string{"6:", "6de:abc", "6dem:x", "12m:", "6d:", "6dE:", "6mm:", ":", "d6:", "6", "", "6dx", "x6:", "66dzm:", "6de", "6 :"} {
		if got, want := gameID(s), re.MatchString(s); got != want {
			t.Errorf("gameID(%q) = %v, want %v", s, got, want)
		}
	}
}
