"""The safety layer: crisis screen, hotline data, region detection and crisis replies."""
