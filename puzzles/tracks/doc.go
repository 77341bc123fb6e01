// Package tracks is Tracks.
package tracks
