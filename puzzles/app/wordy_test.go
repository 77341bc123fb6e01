package app

import (
	"math/rand"
	"regexp"
	"testing"
)

// TestWordyAndNumber hold the hand-written scanners to the patterns they
// replace, on the texts hints meet and on random lines.
func TestWordyAndNumber(t *testing.T) {
	wordyRE := regexp.MustCompile(`:|[a-z]*[aeiu][a-z]*[,;]? [a-z]{2,}`)
	numberRE := regexp.MustCompile(`^-?[0-9]+$`)
	lines := []string{"press: a b", "XXX.", "ATA..T.T", "oxo oxo", "o-o-W-oxo-o", "the loop", "ab, cd", "ab; cd",
		"xo cd", "be c", "17", "-3", "-", "", "1-2", "  12 ", "┗RBO┛", "a  bc"}
	rng := rand.New(rand.NewSource(1))
	const alphabet = "aeioxyzAB ,;:-0123456789."
	for range 20000 {
		b := make([]byte, rng.Intn(12))
		for i := range b {
			b[i] = alphabet[rng.Intn(len(alphabet))]
		}
		lines = append(lines, string(b))
	}
	for _, l := range lines {
		if got, want := wordy(l), wordyRE.MatchString(l); got != want {
			t.Errorf("wordy(%q) = %v, the pattern says %v", l, got, want)
		}
		if got, want := number(l), numberRE.MatchString(l); got != want {
			t.Errorf("number(%q) = %v, the pattern says %v", l, got, want)
		}
	}
}
