package hashi

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkHashi solves the examples, among them Tatham's hard presets
// (the target: the 10x10 at most 100 ms in WASM), and two 30x30
// puzzles, and generates a unique 10x10 puzzle.
func BenchmarkHashi(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 10, Cols: 10, Seed: 1}, bridges30, bridges30L)
}

// 30x30 game IDs from Tatham's generator (bridges.c, new_game_desc;
// parameters 30x30i30e10m2d2 and 30x30i30e10m2Ld2).
const (
	bridges30  = "30x30m2:1zd2a4a6a4d4m5b44c2v1i2c1a1a3g4a1ze3a5b1b6f6j4q1m2zq1t4b2i1d2zzzzf3v1w2zzm2m2a4d2i2g3zd3d2e1s3j1zzzn1m4a5k4c6c1zq1n2b3c5a4a4a2zr3k2d2k3"
	bridges30L = "30x30m2L:a1a2a2a2q4b4a2a2a1d2d4c4a2a1d2a2a1m3a4a2d2c2c1b5a5e2f3f5a5a5b2j1q2a3a2a1c1d2a2f1c4l7b5a3zk2b5m8d6b6a4g3a2a1b4a5a1a1o1o2a4a1j5b4c3b1b2h1l2m1w3zi3e4a5g3zzi2e3a5a7a4e1p5c1za2b5a3j3a1d1b3a6e2t4c2a1c3i3c5a5n4a2e4x3e3a5k3g2c3f2a5o5a3f1zf1b1n2a1b3a5a1a4b5r4b1a3z3a3"
)
