"""Grounding exercises, paced one step per bubble: breathing, senses, orienting, cold, urges."""
