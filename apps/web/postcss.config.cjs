// Mantine's mixins and rem() for any CSS module of the app.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
