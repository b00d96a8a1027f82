// CSS imported by components has no meaning in jest.
export default {};
