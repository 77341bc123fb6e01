package pzl

import (
	"slices"
	"strings"
	"testing"
)

func TestNumbersRoundTrip(t *testing.T) {
	cells := []int{5, Empty, Unknown, 16, 300, 5000, Empty, Empty, 15}
	body := EncodeNumbers(cells)
	if want := "5g.-10+12c=388hf"; body != want {
		t.Errorf("EncodeNumbers = %q, want %q", body, want)
	}
	got, err := DecodeNumbers(body, len(cells))
	if err != nil || !slices.Equal(got, cells) {
		t.Errorf("DecodeNumbers(%q) = %v, %v; want %v", body, got, err, cells)
	}
	if got, _ := DecodeNumbers("%001@002", 2); !slices.Equal(got, []int{8193, 8194}) {
		t.Errorf("DecodeNumbers of '%%' and '@' = %v, want [8193 8194]", got)
	}
}

func TestDecodeNumbersErrors(t *testing.T) {
	for body, want := range map[string]string{
		"-":     "'-' at 1 needs 2 hex digits",
		"1+1x0": `"1x0" at 3 is not a hex number`,
		"!":     "unexpected character '!' at 1",
	} {
		if _, err := DecodeNumbers(body, 4); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("DecodeNumbers(%q) error = %v, want it to contain %q", body, err, want)
		}
	}
}
