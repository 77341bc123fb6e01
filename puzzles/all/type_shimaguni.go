//go:build !onetype || onetype_shimaguni

package all

import "github.com/puzzlesat/puzzlesat/puzzles/shimaguni"

func init() { register("shimaguni", shimaguni.Type) }
