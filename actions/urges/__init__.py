"""Urge support: rating the urge, choosing what helps, the check-back, and the reasons list."""
